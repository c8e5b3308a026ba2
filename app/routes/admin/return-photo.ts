import { photoIdOf, privatePhotoResponse } from "~/lib/private-photo-response.server";
import { routePolicy } from "~/lib/route-policy";
import { returnPhoto } from "~/modules/orders/returns.server";
import { requireStaffAction } from "~/modules/staff/guard.server";

import type { Route } from "./+types/return-photo";

export const handle = routePolicy("private");

/** /admin/return-photos/<id>: a customer's photo of a fault, for staff only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffAction(request, context);
  const id = photoIdOf(params.id);
  return privatePhotoResponse(id === null ? null : await returnPhoto(context.db, id));
}
