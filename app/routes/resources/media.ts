import { mediaResponse } from "~/modules/admin-catalog/media.server";

import type { Route } from "./+types/media";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/** /media/<imageId>/<width>.<avif|webp>: product pictures staff uploaded, resized on upload. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return mediaResponse(context.db, request, params);
}
