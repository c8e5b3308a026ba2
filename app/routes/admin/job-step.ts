import { readForm } from "~/lib/read-form.server";
import { routePolicy } from "~/lib/route-policy";
import { runQueuedStep } from "~/modules/admin-desk/job-card-steps.server";
import { maxPhotoFormBytes } from "~/modules/booking/visit-pictures.server";
import { technicianForUser } from "~/modules/field-service/job-card.server";
import { requireStaffAction } from "~/modules/staff/guard.server";

import type { Route } from "./+types/job-step";

export const handle = routePolicy("private");

/** POST /admin/jobs/<id>/steps: one step from the job card's offline queue, answered as JSON. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context, "technician");
  const technician = await technicianForUser(context.db, user.id);
  if (!/^\d{1,9}$/.test(params.id) || !technician) {
    throw new Response("This visit is not on your list.", { status: 404 });
  }
  const form = await readForm(request, { maxPhotoFormBytes });
  const answer = await runQueuedStep(context.db, user, technician.id, Number(params.id), form);
  return Response.json(answer, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
