import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";

import { onDemand } from "~/components/on-demand";
import { buttonClass } from "~/components/ui/button-styles";

import { useCloseOnNavigation } from "./use-close-on-navigation";

// The sheet (with Radix Dialog, ~14 KB gzipped) is fetched only when a phone-sized screen is idle or the
// menu button is about to be used, keeping it out of every page's first-load JavaScript.
const sheet = onDemand(() => import("./mobile-drawer-sheet"));
const loadSheet = () => void sheet.load().catch(() => {});

/** Below the lg breakpoint the main navigation collapses into this menu button and its sheet. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sheetCode = sheet.useLoaded(requested);

  useCloseOnNavigation(() => setOpen(false));

  useEffect(() => {
    if (!window.matchMedia("(max-width: 1023.98px)").matches) return;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(loadSheet, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(loadSheet, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={buttonClass({ variant: "ghost", size: "icon", className: "lg:hidden" })}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {sheetCode ? (
        <sheetCode.MobileDrawerSheet open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
      ) : null}
    </>
  );
}
