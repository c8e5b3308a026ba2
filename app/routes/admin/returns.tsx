import { data, Link, useNavigation } from "react-router";

import { AdminHeading } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { formText } from "~/lib/form-text";
import { readForm } from "~/lib/read-form.server";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import { ReturnCard } from "~/modules/admin-orders/components/return-card";
import { performReturnAction, type ReturnActionResult } from "~/modules/admin-orders/return-actions.server";
import { slotText, weekdaySlots } from "~/modules/booking/booking-slots";
import { returnsBoard } from "~/modules/orders/returns.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = () => [{ title: `Returns | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const open = new URL(request.url).searchParams.get("view") !== "closed";
  const visitSlots = weekdaySlots.map((slot) => ({ value: slot, label: slotText(slot) }));
  return { open, requests: await returnsBoard(context.db, { open }), visitSlots };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const result = await performReturnAction(context.db, user, {
    intent: formText(form, "intent", 50),
    id: formText(form, "id", 20),
    pickupOn: formText(form, "pickupOn", 20),
    refusal: formText(form, "refusal", 1000),
    inspection: formText(form, "inspection", 20),
    resolution: formText(form, "resolution", 20),
    installDate: formText(form, "installDate", 20),
    installSlot: formText(form, "installSlot", 20),
  });
  return data<ReturnActionResult>(result, { status: result.ok ? 200 : result.status });
}

export default function ReturnsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { open, requests } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <AdminHeading
        title="Returns"
        description="Replacement and return requests from customers' tracking pages. Answer within 2 working days; stock moves only when you record the inspection."
        actions={
          <Link
            to={open ? "/admin/returns?view=closed" : "/admin/returns"}
            className={buttonClass({ variant: "secondary" })}
          >
            {open ? "Closed requests" : "Open requests"}
          </Link>
        }
      />
      {actionData?.ok ? <DeskNotice tone="success">{actionData.message}</DeskNotice> : null}
      {failed && failed.id === null ? <DeskNotice tone="error">{failed.message}</DeskNotice> : null}
      {requests.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {open ? "No request is waiting." : "No closed request yet."}
        </p>
      ) : (
        <div className="space-y-4">
          {requests.map((request) => (
            <ReturnCard
              key={request.id}
              request={request}
              visitSlots={loaderData.visitSlots}
              busy={busy}
              result={failed && failed.id === request.id ? failed : undefined}
            />
          ))}
        </div>
      )}
    </>
  );
}
