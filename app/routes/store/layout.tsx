import { Outlet } from "react-router";

import { BackToTop } from "~/components/shell/back-to-top";
import { NavigationProgress } from "~/components/shell/navigation-progress";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { SkipLink } from "~/components/shell/skip-link";
import { StoreToaster } from "~/components/shell/toaster";
import { TopBar } from "~/components/shell/top-bar";

export default function StoreLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <TopBar />
      <SiteHeader />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <SiteFooter />
      <BackToTop />
      <StoreToaster />
    </div>
  );
}
