import { data, Link, useNavigation } from "react-router";

import { AdminHeading } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { getEnv, notifyEmail } from "~/lib/env.server";
import { formText } from "~/lib/form-text";
import { readForm } from "~/lib/read-form.server";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import {
  complaintsBoard,
  performComplaintAction,
  type ComplaintActionResult,
} from "~/modules/grievance/complaints-board.server";
import { ComplaintCard } from "~/modules/admin-messages/components/complaint-card";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/complaints";

export const meta: Route.MetaFunction = () => [{ title: `Complaints | Back office | ${dealer.name}` }];

/** The board's address for a view: open or resolved, every complaint or the personal data requests alone. */
function boardHref(open: boolean, dataOnly: boolean): string {
  const query = new URLSearchParams();
  if (!open) query.set("view", "resolved");
  if (dataOnly) query.set("about", "personal-data");
  const search = query.toString();
  return search ? `/admin/complaints?${search}` : "/admin/complaints";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context);
  const params = new URL(request.url).searchParams;
  const open = params.get("view") !== "resolved";
  // the customers' requests about their personal data (DPDP Act 2023, sections 11-13) come as complaints
  const dataOnly = params.get("about") === "personal-data";
  const complaints = await complaintsBoard(context.db, {
    open,
    category: dataOnly ? "personal-data" : undefined,
  });
  return { open, dataOnly, owner: user.role === "owner", complaints };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const result = await performComplaintAction(
    context.db,
    user,
    {
      intent: formText(form, "intent", 50),
      id: formText(form, "id", 20),
      reply: formText(form, "reply", 4000),
      escalation: formText(form, "escalation", 1000),
    },
    { ownerAddress: notifyEmail(getEnv()) },
  );
  return data<ComplaintActionResult>(result, { status: result.ok ? 200 : result.status });
}

export default function ComplaintsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { open, dataOnly, owner, complaints } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const what = dataOnly ? "personal data request" : "complaint";
  return (
    <>
      <AdminHeading
        title={dataOnly ? "Personal data requests" : "Complaints"}
        description={
          dataOnly
            ? "Customers asking to correct, erase or know about their personal data (Digital Personal Data Protection Act, 2023, sections 11 to 13). They keep the complaints' clocks: acknowledge within 48 hours, answer within one month, well inside the Rules' 90 days; overdue ones are on top."
            : "Complaints to the grievance officer. Acknowledge each within 48 hours and answer it within one month of receipt (Consumer Protection (E-Commerce) Rules, 2020); overdue ones are on top."
        }
        actions={
          <>
            <Link to={boardHref(open, !dataOnly)} className={buttonClass({ variant: "secondary" })}>
              {dataOnly ? "All complaints" : "Personal data requests"}
            </Link>
            <Link to={boardHref(!open, dataOnly)} className={buttonClass({ variant: "secondary" })}>
              {open ? "Resolved" : "Open"}
            </Link>
          </>
        }
      />
      {actionData?.ok ? <DeskNotice tone="success">{actionData.message}</DeskNotice> : null}
      {failed && failed.id === null ? <DeskNotice tone="error">{failed.message}</DeskNotice> : null}
      {complaints.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {open ? `No ${what} is open.` : `No resolved ${what} yet.`}
        </p>
      ) : (
        <div className="space-y-4">
          {complaints.map((complaint) => (
            <ComplaintCard
              key={complaint.id}
              complaint={complaint}
              owner={owner}
              busy={busy}
              result={failed && failed.id === complaint.id ? failed : undefined}
            />
          ))}
        </div>
      )}
    </>
  );
}
