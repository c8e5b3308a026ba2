import { Suspense, lazy } from "react";

import { headerText } from "~/components/texts/en/header";
import { useText } from "~/i18n/text";
import { useHydrated } from "~/lib/use-hydrated";

// sonner (~10 KB gzipped) loads right after hydration instead of with the page. Toasts raised before it
// mounts are not lost: sonner replays active toasts to a Toaster when it subscribes.
const LazyToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The one toast outlet of the store, top-right with rich colours and a close button. */
export function StoreToaster() {
  const hydrated = useHydrated();
  const t = useText(headerText);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="top-right"
        richColors
        closeButton
        // sonner's own font stack has no Tamil; the page's stack (theme.css) carries our Noto Sans Tamil.
        style={{ fontFamily: "inherit" }}
        containerAriaLabel={t.notifications}
        toastOptions={{ closeButtonAriaLabel: t.closeNotification }}
      />
    </Suspense>
  );
}
