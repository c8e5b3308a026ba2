import { redirect } from "react-router";

import { localeOfRequest, localePath } from "~/i18n/locale";

import type { Route } from "./+types/track-service-redirect";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/** /services/track is the other name the specification uses for the tracking page; a Tamil visitor stays in Tamil. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(
    `${localePath("/track-service", localeOfRequest(request))}${new URL(request.url).search}`,
    301,
  );
}
