import { Outlet } from "react-router";

import { ErrorScreen } from "~/components/error-screen";
import { lazySection } from "~/components/lazy-section";
import { BackToTop } from "~/components/shell/back-to-top";
import { NavigationProgress } from "~/components/shell/navigation-progress";
import { SiteHeader } from "~/modules/shell/components/site-header";
import { SkipLink } from "~/components/shell/skip-link";
import { StoreToaster } from "~/modules/shell/components/toaster";
import { TopBar } from "~/modules/shell/components/top-bar";

import type { Route } from "./+types/layout";

// Links and text only: its code loads after the page (see lazy-section.tsx).
const SiteFooter = lazySection(() =>
  import("~/modules/shell/components/site-footer").then((module) => module.SiteFooter),
);

export default function StoreLayout() {
  return (
    <StoreShell>
      <Outlet />
    </StoreShell>
  );
}

/** A page that fails keeps the header and footer, so the shopper can carry on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StoreShell>
      <ErrorScreen error={error} />
    </StoreShell>
  );
}

function StoreShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <TopBar />
      <SiteHeader />
      <div className="flex flex-1 flex-col">{children}</div>
      <SiteFooter />
      <BackToTop />
      <StoreToaster />
    </div>
  );
}
