import { data, Form, redirect } from "react-router";

import { AdminHeading, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { formText } from "~/lib/form-text";
import { formatLongDate, isIsoDate, todayInIndia } from "~/lib/india-time";
import { parseRupees } from "~/lib/money";
import { readFormValues } from "~/lib/read-form.server";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import { TechnicianDayCard, type DayCashErrors } from "~/modules/admin-desk/components/day-cash";
import { closeTechnicianDay, technicianDaysOf } from "~/modules/field-service/day-cash.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/day-cash";

export const meta: Route.MetaFunction = () => [{ title: `Day cash | Back office | ${dealer.name}` }];

/** The most cash one technician's day is taken to hold: ₹10 lakh (a typo guard, not a business rule). */
const maxReceivedPaise = 10_00_000_00;

/** The day asked for: today unless a past or present India date is given. */
function dayFrom(value: string | null, today: string): string {
  return value && isIsoDate(value) && value <= today ? value : today;
}

/** Owner only: each technician's day (visits, cash, UPI, parts) and closing it with the cash received. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "owner");
  const today = todayInIndia();
  const day = dayFrom(new URL(request.url).searchParams.get("day"), today);
  return { day, today, days: await technicianDaysOf(context.db, day) };
}

type DayCashAnswer = {
  technicianId: number | null;
  message: string | null;
  errors: DayCashErrors;
  values: { received?: string; note?: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context, "owner");
  const form = await readFormValues(request);
  const refuse = (status: number, answer: Partial<DayCashAnswer>) =>
    data<DayCashAnswer>({ technicianId: null, message: null, errors: {}, values: {}, ...answer }, { status });
  if (formText(form, "intent", 20) !== "close") return refuse(400, { message: "This action is not known." });
  const technician = formText(form, "technicianId", 12);
  const day = formText(form, "day", 12);
  const today = todayInIndia();
  if (!/^\d{1,9}$/.test(technician) || !isIsoDate(day) || day > today) {
    return refuse(400, { message: "Please reload the page and close the day again." });
  }
  const technicianId = Number(technician);
  const values = { received: formText(form, "received", 30), note: formText(form, "note", 400) };
  const received = parseRupees(values.received, maxReceivedPaise, { zero: true });
  const errors: DayCashErrors = {};
  if (received === null) errors.received = "Please enter the cash received in rupees, for example 1450 or 0.";
  if (values.note.trim().length > 300) errors.note = "Please keep the note under 300 characters.";
  if (received === null || errors.note) return refuse(400, { technicianId, errors, values });
  const outcome = await closeTechnicianDay(context.db, user, {
    technicianId,
    day,
    receivedPaise: received,
    note: values.note,
  });
  if (!outcome.ok) return refuse(outcome.status, { technicianId, message: outcome.message, values });
  throw redirect(`/admin/day-cash?day=${day}`);
}

export default function DayCashPage({ loaderData, actionData }: Route.ComponentProps) {
  const { day, today, days } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <AdminHeading
        title="Day cash"
        description={`Each technician's visits on ${formatLongDate(day)}, the cash their invoices took and the cash handed over.`}
      />
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <AdminField id="day-cash-day" name="day" label="Day">
          {(props) => (
            <input {...props} type="date" defaultValue={day} max={today} className={adminField.input} />
          )}
        </AdminField>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Show the day
        </button>
      </Form>
      {actionData?.message ? <DeskNotice tone="error">{actionData.message}</DeskNotice> : null}
      {days.length === 0 ? <p className="text-slate-700">No technicians are on the list yet.</p> : null}
      {days.map((technicianDay) => {
        const mine = actionData?.technicianId === technicianDay.technicianId ? actionData : undefined;
        return (
          <TechnicianDayCard
            key={technicianDay.technicianId}
            day={technicianDay}
            errors={mine?.errors ?? {}}
            values={mine?.values ?? {}}
          />
        );
      })}
    </div>
  );
}
