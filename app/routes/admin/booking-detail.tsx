import { clsx } from "clsx";
import { ArrowLeft, Phone } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";

import { AdminCard, AdminHeading, StatusPill, adminField } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { getEnv } from "~/lib/env.server";
import { formatRupees, formatRupeesWithPaise } from "~/lib/money";
import { bookingActionSchema, type BookingActionInput } from "~/modules/admin-desk/booking-action.schema";
import {
  availableActions,
  bookingStatusTones,
  type StaffBookingAction,
} from "~/modules/service/booking-lifecycle";
import { bookingStatusLabels } from "~/modules/service/booking-view";
import { bookingDetail, type BookingDetail } from "~/modules/admin-desk/bookings-desk.server";
import { DeskNotice, FieldError } from "~/modules/admin-desk/components/desk-ui";
import { listTechnicians } from "~/modules/admin-desk/technicians.server";
import { fieldErrors } from "~/modules/service/booking.schema";
import { changeBookingAsStaff, type StaffBookingChange } from "~/modules/service/booking.server";
import { slotText } from "~/modules/service/booking-slots";
import { SlotPicker, useSlotAvailability } from "~/modules/service/components/slot-picker";
import { visitCharge } from "~/modules/service/repair-pricing";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/booking-detail";
import { formatIndiaDateTime, formatLongDate, mondayOf, todayInIndia } from "~/lib/india-time";
import { formatPhone, phoneHref } from "~/lib/phone";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: `${loaderData ? `Booking ${loaderData.detail.booking.reference}` : "Booking"} | Back office | ${dealer.name}`,
  },
];

function bookingId(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param)) {
    throw new Response("This booking does not exist.", { status: 404 });
  }
  return Number(param);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const detail = await bookingDetail(context.db, bookingId(params.id));
  if (!detail) throw new Response("This booking does not exist.", { status: 404 });
  const technicians = await listTechnicians(context.db, { activeOnly: true });
  return {
    detail,
    technicians: technicians.map(({ id, name }) => ({ id, name })),
    today: todayInIndia(),
  };
}

type ActionResult = {
  intent: string;
  notice?: string;
  message?: string;
  errors?: Record<string, string>;
  /** What was typed, so a refused form keeps it. */
  values?: Record<string, string>;
};

const keptFields = ["visitCharge", "partsUsed", "notes", "reason", "date"] as const;

function keptValues(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(keptFields.flatMap((field) => (raw[field] ? [[field, raw[field]]] : [])));
}

function toChange(input: BookingActionInput): StaffBookingChange {
  switch (input.intent) {
    case "assign":
      return { action: "assign", technicianId: input.technicianId };
    case "complete":
      return {
        action: "complete",
        visitChargePaise: input.visitCharge,
        partsUsed: input.partsUsed,
        notes: input.notes,
      };
    case "cancel":
      return { action: "cancel", reason: input.reason };
    case "reschedule":
      return { action: "reschedule", date: input.date, slot: input.slot };
    default:
      return { action: input.intent };
  }
}

function successNotice(
  change: StaffBookingChange,
  booking: { technicianName: string | null; date: string; slot: Parameters<typeof slotText>[0] },
): string {
  switch (change.action) {
    case "confirm":
      return "Booking confirmed.";
    case "assign":
      return `${booking.technicianName ?? "The technician"} is assigned to this visit.`;
    case "start":
      return "Visit started.";
    case "complete":
      return "Visit completed. The customer now sees the visit charge and the repair warranty.";
    case "cancel":
      return "Booking cancelled.";
    case "reschedule":
      return `Visit moved to ${formatLongDate(booking.date)}, ${slotText(booking.slot)}.`;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const id = bookingId(params.id);
  const form = await readForm(request);
  const raw: Record<string, string> = { partsUsed: "", notes: "" };
  for (const [key, value] of form) if (typeof value === "string") raw[key] = value.slice(0, 2000);
  const intent = raw.intent ?? "";
  const parsed = bookingActionSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const message = errors.intent ? "This action is not known." : "Please correct the fields marked below.";
    return data<ActionResult>({ intent, message, errors, values: keptValues(raw) }, { status: 400 });
  }
  const change = toChange(parsed.data);
  const outcome = await changeBookingAsStaff(context.db, user, id, change, {
    now: new Date(),
    capacity: getEnv().SLOT_CAPACITY,
  });
  if (!outcome.ok) {
    if (outcome.status === 404) throw new Response(outcome.message, { status: 404 });
    return data<ActionResult>(
      {
        intent,
        message: outcome.field ? "Please correct the fields marked below." : outcome.message,
        errors: outcome.field ? { [outcome.field]: outcome.message } : undefined,
        values: keptValues(raw),
      },
      { status: outcome.status },
    );
  }
  return data<ActionResult>({ intent, notice: successNotice(change, outcome.booking) });
}

type Booking = BookingDetail["booking"];

function Detail({ term, children, wide }: { term: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function chargeText(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise) : formatRupeesWithPaise(paise);
}

function CustomerCard({ booking }: { booking: Booking }) {
  return (
    <AdminCard title="Customer">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Name">{booking.name}</Detail>
        <Detail term="Phone">
          <a
            href={phoneHref(booking.phone)}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Phone className="size-4" aria-hidden />
            {formatPhone(booking.phone)}
          </a>
        </Detail>
        <Detail term="Address" wide>
          <span className="whitespace-pre-line">{booking.address}</span>, {booking.pincode}
        </Detail>
      </dl>
    </AdminCard>
  );
}

function VisitCard({ booking }: { booking: Booking }) {
  return (
    <AdminCard title="Visit">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Appliance">
          {booking.applianceLabel} ({booking.brandLabel})
        </Detail>
        <Detail term="When">
          {formatLongDate(booking.date)}, {slotText(booking.slot)}
        </Detail>
        <Detail term="Issue" wide>
          <span className="whitespace-pre-line">{booking.issue}</span>
        </Detail>
        <Detail term="Technician">{booking.technicianName ?? "Not assigned yet"}</Detail>
        <Detail term="Booked">{formatIndiaDateTime(booking.createdAt)}</Detail>
        {booking.status === "completed" ? (
          <>
            <Detail term="Visit charge">
              {booking.visitChargePaise === null ? "None" : chargeText(booking.visitChargePaise)}
            </Detail>
            <Detail term="Completed">
              {booking.completedAt ? formatIndiaDateTime(booking.completedAt) : "—"}
            </Detail>
            <Detail term="Parts used" wide>
              <span className="whitespace-pre-line">{booking.partsUsed ?? "None"}</span>
            </Detail>
            <Detail term="Notes" wide>
              <span className="whitespace-pre-line">{booking.completionNotes ?? "None"}</span>
            </Detail>
          </>
        ) : null}
      </dl>
    </AdminCard>
  );
}

function HistoryCard({ history }: { history: BookingDetail["history"] }) {
  return (
    <AdminCard title="Timeline">
      <ol className="space-y-3">
        {history.map((entry) => (
          <li key={entry.id} className="border-l-2 border-brand-600 pl-3">
            <p className="flex flex-wrap items-center gap-2">
              <StatusPill tone={bookingStatusTones[entry.status]}>
                {bookingStatusLabels[entry.status]}
              </StatusPill>
              <time dateTime={entry.at} className="text-sm text-slate-600">
                {formatIndiaDateTime(entry.at)}
              </time>
            </p>
            {entry.note ? <p className="mt-1 text-sm text-slate-800">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </AdminCard>
  );
}

type FormProps = { errors: Record<string, string>; values: Record<string, string>; busy: boolean };

function fieldProps(name: string, errors: Record<string, string>, describedBy?: string) {
  const errorId = `${name}-error`;
  const ids = [describedBy, errors[name] ? errorId : undefined].filter(Boolean).join(" ");
  return {
    id: name,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": ids || undefined,
  };
}

function StepButton({ intent, label, busy }: { intent: string; label: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass({ className: "w-full sm:w-auto" })} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

function AssignForm({
  technicians,
  current,
  errors,
  busy,
}: FormProps & { technicians: { id: number; name: string }[]; current: string | null }) {
  if (technicians.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No active technicians yet.{" "}
        <Link to="/admin/technicians" className="font-semibold text-brand-700 underline underline-offset-2">
          Add one on the technicians page
        </Link>
        .
      </p>
    );
  }
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="assign" />
      <div>
        <label htmlFor="technicianId" className={adminField.label}>
          {current ? "Hand the visit to" : "Technician"}
        </label>
        <select {...fieldProps("technicianId", errors)} required className={adminField.input} defaultValue="">
          <option value="" disabled>
            Choose a technician
          </option>
          {technicians.map((technician) => (
            <option key={technician.id} value={technician.id}>
              {technician.name}
            </option>
          ))}
        </select>
        <FieldError id="technicianId-error" message={errors.technicianId} />
      </div>
      <button type="submit" className={buttonClass()} disabled={busy}>
        Assign technician
      </button>
    </Form>
  );
}

function CompleteForm({ errors, values, busy }: FormProps) {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="complete" />
      <div>
        <label htmlFor="visitCharge" className={adminField.label}>
          Visit charge (₹)
        </label>
        <input
          {...fieldProps("visitCharge", errors, "visitCharge-hint")}
          inputMode="decimal"
          required
          defaultValue={values.visitCharge ?? String(visitCharge.paise / 100)}
          className={adminField.input}
        />
        <p id="visitCharge-hint" className="mt-1 text-sm text-slate-600">
          The standard visit charge is {formatRupees(visitCharge.paise)}; enter 0 if it was waived.
        </p>
        <FieldError id="visitCharge-error" message={errors.visitCharge} />
      </div>
      <div>
        <label htmlFor="partsUsed" className={adminField.label}>
          Parts used (optional)
        </label>
        <textarea
          {...fieldProps("partsUsed", errors)}
          defaultValue={values.partsUsed ?? ""}
          rows={2}
          maxLength={500}
          className={clsx(adminField.input, "py-2")}
        />
        <FieldError id="partsUsed-error" message={errors.partsUsed} />
      </div>
      <div>
        <label htmlFor="notes" className={adminField.label}>
          Notes (optional, staff only)
        </label>
        <textarea
          {...fieldProps("notes", errors)}
          defaultValue={values.notes ?? ""}
          rows={3}
          maxLength={1000}
          className={clsx(adminField.input, "py-2")}
        />
        <FieldError id="notes-error" message={errors.notes} />
      </div>
      <button type="submit" className={buttonClass()} disabled={busy}>
        Complete visit
      </button>
    </Form>
  );
}

function RescheduleForm({
  booking,
  today,
  errors,
  values,
  busy,
}: FormProps & { booking: Booking; today: string }) {
  const [date, setDate] = useState(values.date ?? "");
  const availability = useSlotAvailability(date);
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="reschedule" />
      <div>
        <label htmlFor="date" className={adminField.label}>
          New date
        </label>
        <input
          {...fieldProps("date", errors)}
          type="date"
          required
          min={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className={adminField.input}
        />
        <FieldError id="date-error" message={errors.date} />
      </div>
      <SlotPicker idPrefix="reschedule" date={date} availability={availability} error={errors.slot} />
      <p className="text-sm text-slate-600">
        Now {formatLongDate(booking.date)}, {slotText(booking.slot)}. The status and technician stay as they
        are.
      </p>
      <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
        Reschedule visit
      </button>
    </Form>
  );
}

function CancelForm({ errors, values, busy }: FormProps) {
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="cancel" />
      <div>
        <label htmlFor="reason" className={adminField.label}>
          Reason for cancelling
        </label>
        <input
          {...fieldProps("reason", errors)}
          required
          maxLength={300}
          defaultValue={values.reason ?? ""}
          className={adminField.input}
        />
        <FieldError id="reason-error" message={errors.reason} />
      </div>
      <button
        type="submit"
        className={buttonClass({
          variant: "secondary",
          className: "border-red-300 text-red-800 hover:bg-red-50",
        })}
        disabled={busy}
      >
        Cancel booking
      </button>
    </Form>
  );
}

const sectionTitles: Record<StaffBookingAction, string> = {
  confirm: "Confirm",
  assign: "Technician",
  start: "Start the visit",
  complete: "Complete the visit",
  cancel: "Cancel",
  reschedule: "Reschedule",
};

function Actions({
  booking,
  technicians,
  today,
  result,
}: {
  booking: Booking;
  technicians: { id: number; name: string }[];
  today: string;
  result: ActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const actions = availableActions(booking.status);
  const formState = (intent: StaffBookingAction) =>
    result?.intent === intent
      ? { errors: result.errors ?? {}, values: result.values ?? {} }
      : { errors: {}, values: {} };
  if (actions.length === 0) {
    return (
      <AdminCard title="Next steps">
        <p className="text-sm text-slate-700">
          This booking is {bookingStatusLabels[booking.status].toLowerCase()}: there is nothing more to do.
        </p>
      </AdminCard>
    );
  }
  return (
    <AdminCard title="Next steps">
      <div className="divide-y divide-slate-200">
        {actions.map((action) => (
          <section key={action} aria-labelledby={`action-${action}`} className="py-4 first:pt-0 last:pb-0">
            <h3 id={`action-${action}`} className="mb-2 text-sm font-semibold text-slate-900">
              {sectionTitles[action]}
            </h3>
            {action === "confirm" ? (
              <StepButton intent="confirm" label="Confirm booking" busy={busy} />
            ) : null}
            {action === "assign" ? (
              <AssignForm
                technicians={technicians}
                current={booking.technicianName}
                {...formState("assign")}
                busy={busy}
              />
            ) : null}
            {action === "start" ? <StepButton intent="start" label="Start visit" busy={busy} /> : null}
            {action === "complete" ? <CompleteForm {...formState("complete")} busy={busy} /> : null}
            {action === "reschedule" ? (
              <RescheduleForm booking={booking} today={today} {...formState("reschedule")} busy={busy} />
            ) : null}
            {action === "cancel" ? <CancelForm {...formState("cancel")} busy={busy} /> : null}
          </section>
        ))}
      </div>
    </AdminCard>
  );
}

export default function BookingDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, technicians, today } = loaderData;
  const { booking, history } = detail;
  const failure = actionData && !actionData.notice ? actionData : undefined;
  return (
    <>
      <Link
        to={`/admin/bookings?week=${mondayOf(booking.date)}`}
        className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to the board
      </Link>
      <AdminHeading
        title={`Booking ${booking.reference}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusPill tone={bookingStatusTones[booking.status]}>
              <span className="sr-only">Status: </span>
              {bookingStatusLabels[booking.status]}
            </StatusPill>
            {booking.name}, {formatLongDate(booking.date)}
          </span>
        }
      />
      {actionData?.notice ? <DeskNotice tone="success">{actionData.notice}</DeskNotice> : null}
      {failure?.message ? <DeskNotice tone="error">{failure.message}</DeskNotice> : null}
      {/* the next steps come first on a phone; on wider screens they sit in the right-hand column */}
      <div className="grid gap-4 lg:grid-cols-5">
        <div className="lg:col-span-2 lg:col-start-4 lg:row-start-1">
          <Actions
            key={`${booking.status}-${booking.date}-${booking.slot}-${booking.technicianName ?? ""}`}
            booking={booking}
            technicians={technicians}
            today={today}
            result={failure}
          />
        </div>
        <div className="space-y-4 lg:col-span-3 lg:col-start-1 lg:row-start-1">
          <CustomerCard booking={booking} />
          <VisitCard booking={booking} />
          <HistoryCard history={history} />
        </div>
      </div>
    </>
  );
}
