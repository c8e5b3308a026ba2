import { redirect } from "react-router";

import type { Route } from "./+types/track-service-redirect";

/** /services/track is the other name the specification uses for the tracking page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/track-service${new URL(request.url).search}`, 301);
}
