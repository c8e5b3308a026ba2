import { redirect } from "react-router";

import { localeOfRequest, localePath } from "~/i18n/locale";

import type { Route } from "./+types/book-service-redirect";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/** /book-service is the other name the specification uses for the booking page; a Tamil visitor stays in Tamil. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(
    `${localePath("/services/book", localeOfRequest(request))}${new URL(request.url).search}`,
    301,
  );
}
