import { data, useActionData, useNavigation } from "react-router";

import { AdminHeading } from "~/components/admin/admin-ui";
import { readForm } from "~/lib/read-form.server";
import { AddUserForm } from "~/modules/staff/components/add-user-form";
import { StaffTable } from "~/modules/staff/components/staff-table";
import { readStaffSession, requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";
import { runStaffAction } from "~/modules/staff/staff-admin.server";
import type { StaffActionData } from "~/modules/staff/staff-answer";
import { listStaffUsers } from "~/modules/staff/staff-users.server";

import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [{ title: "Staff | Back office" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context, "owner");
  const users = await listStaffUsers(context.db);
  return {
    currentUserId: user.id,
    users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaffAction(request, context, "owner");
  const form = await readForm(request);
  const answer = await runStaffAction(
    context.db,
    actor,
    form,
    async () => (await readStaffSession(request, context))?.sessionId,
  );
  return data<StaffActionData>(answer.data, { status: answer.status });
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const rowResult = (id: number) =>
    result?.userId === id && result.intent !== "create" ? result : undefined;
  return (
    <>
      <AdminHeading
        title="Staff"
        description="Who can sign in to the back office. Deactivating a user or resetting a password ends their sessions."
      />
      <div role="status" aria-live="polite" className="mb-4 empty:hidden">
        {result?.ok && navigation.state === "idle" ? (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
            {result.message}
          </p>
        ) : null}
      </div>
      {result && !result.ok && !result.userId && result.intent !== "create" ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {result.message}
        </p>
      ) : null}
      <StaffTable users={loaderData.users} currentUserId={loaderData.currentUserId} rowResult={rowResult} />
      <AddUserForm result={result} />
    </>
  );
}
