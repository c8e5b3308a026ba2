import { isRouteErrorResponse } from "react-router";

import { CrashFallback } from "./crash-fallback";
import { NotFoundScreen } from "./not-found-screen";
import { useOfflineReload } from "~/pwa/offline-reload";

/**
 * What an error boundary shows: the 404 screen for a missing page, the crash fallback otherwise. A
 * refusal thrown with a short text or a message code (a form the server could not read) shows it in the
 * page's language.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  useOfflineReload(error);
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen />;
    // The router's own refusals (internal) carry developer text naming route files: never shown.
    const message =
      !(error as { internal?: boolean }).internal &&
      error.status < 500 &&
      typeof error.data === "string" &&
      error.data.length <= 200
        ? error.data
        : undefined;
    return <CrashFallback status={error.status} message={message} />;
  }
  return <CrashFallback />;
}
