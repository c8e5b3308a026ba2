import { photoIdOf, privatePhotoResponse } from "~/lib/private-photo-response.server";
import { routePolicy } from "~/lib/route-policy";
import { complaintPhoto } from "~/modules/grievance/complaints.server";
import { requireStaffAction } from "~/modules/staff/guard.server";

import type { Route } from "./+types/complaint-photo";

export const handle = routePolicy("private");

/** /admin/complaint-photos/<id>: a photo sent with a complaint, for staff only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffAction(request, context);
  const id = photoIdOf(params.id);
  return privatePhotoResponse(id === null ? null : await complaintPhoto(context.db, id));
}
