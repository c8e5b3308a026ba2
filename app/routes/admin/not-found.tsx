import { data } from "react-router";

import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/not-found";

/** An unknown back-office address: signed-in staff get the back office's own 404 inside the shell. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  throw data("This back-office page does not exist.", { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffAction(request, context);
  throw data("This back-office page does not exist.", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
