import { routePolicy } from "~/lib/route-policy";
import { returnPhoto } from "~/modules/orders/returns.server";
import { requireStaffAction } from "~/modules/staff/guard.server";

import type { Route } from "./+types/return-photo";

export const handle = routePolicy("private");

/** /admin/return-photos/<id>: a customer's photo of a fault, for staff only, never cached by others. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffAction(request, context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const bytes = id === null ? null : await returnPhoto(context.db, id);
  if (!bytes) {
    return new Response("No such photo.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
