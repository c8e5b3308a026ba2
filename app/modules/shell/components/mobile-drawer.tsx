import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";

import { onDemand } from "~/components/on-demand";
import { buttonClass } from "~/components/ui/button-styles";
import { headerText } from "~/components/texts/en/header";
import { useText } from "~/i18n/text";

import { useNavBreakpoint } from "./nav-breakpoint";
import { useCloseOnNavigation } from "./use-close-on-navigation";

// The sheet (with Radix Dialog, ~14 KB gzipped) is fetched only when a phone-sized screen is idle or the
// menu button is about to be used, keeping it out of every page's first-load JavaScript.
const sheet = onDemand(() => import("./mobile-drawer-sheet"));
const loadSheet = () => void sheet.load().catch(() => {});

/** Below the header's breakpoint (nav-breakpoint.ts) the main navigation becomes this button and its sheet. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sheetCode = sheet.useLoaded(requested);
  const t = useText(headerText);
  const { menuButton, menuMedia } = useNavBreakpoint();

  useCloseOnNavigation(() => setOpen(false));

  useEffect(() => {
    if (!window.matchMedia(menuMedia).matches) return;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(loadSheet, 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(loadSheet, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, [menuMedia]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={buttonClass({ variant: "ghost", size: "icon", className: menuButton })}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {sheetCode ? (
        <sheetCode.MobileDrawerSheet open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
      ) : null}
    </>
  );
}
