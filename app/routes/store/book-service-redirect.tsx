import { redirect } from "react-router";

import type { Route } from "./+types/book-service-redirect";

/** /book-service is the other name the specification uses for the booking page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/services/book${new URL(request.url).search}`, 301);
}
