import { isRouteErrorResponse } from "react-router";

import { CrashFallback } from "./crash-fallback";
import { NotFoundScreen } from "./not-found-screen";

/** What an error boundary shows: the 404 screen for a missing page, the crash fallback otherwise. */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? <NotFoundScreen /> : <CrashFallback status={error.status} />;
  }
  return <CrashFallback />;
}
