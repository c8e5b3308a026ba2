import { Icon } from "~/components/ui/icon";
import { data, Link } from "react-router";

import { AdminCard, AdminHeading, StatusPill } from "~/components/admin/admin-ui";
import { parseFields } from "~/components/form/field-errors";
import { dealer } from "~/lib/dealer";
import { getEnv, signingSecret } from "~/lib/env.server";
import { bookingActionSchema } from "~/modules/admin-desk/booking-action.schema";
import {
  bookingActionFields,
  bookingActionValues,
  keptValues,
  type BookingActionField,
  type BookingActionResult,
} from "~/modules/admin-desk/booking-action-result";
import { bookingStatusTones } from "~/modules/booking/booking-lifecycle";
import { completedNotice, successNotice, toChange } from "~/modules/admin-desk/booking-staff-change";
import { bookingStatusLabels } from "~/modules/booking/booking-view";
import { bookingDetail } from "~/modules/admin-desk/bookings-desk.server";
import {
  bookingApplianceAction,
  bookingApplianceView,
  isApplianceIntent,
} from "~/modules/admin-desk/booking-appliance.server";
import { BookingApplianceCard } from "~/modules/admin-desk/components/booking-appliance-card";
import { CustomerCard, HistoryCard, VisitCard } from "~/modules/admin-desk/components/booking-detail-cards";
import { BookingNextSteps } from "~/modules/admin-desk/components/booking-next-steps";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import { workChoicesFor } from "~/modules/admin-desk/work-choices";
import { listTechnicians } from "~/modules/admin-desk/technicians.server";
import { changeBookingAsStaff } from "~/modules/booking/staff-booking-change.server";
import { coverOfVisit } from "~/modules/field-service/visit-cover.server";
import { markRework, reworkCandidate } from "~/modules/field-service/repair-rework.server";
import { loadEstimate } from "~/modules/field-service/visit-estimates.server";
import { closePartOrder, partOrdersOfBooking } from "~/modules/field-service/part-orders.server";
import { PartOrdersCard } from "~/modules/admin-desk/components/part-orders-card";
import { RepeatRepairCard, type RepeatRepairView } from "~/modules/admin-desk/components/repeat-repair-card";
import type { ServiceBooking } from "../../../db/schema";
import { completeVisit } from "~/modules/field-service/complete-visit.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import { LazyVisitPictures } from "~/modules/field-service/components/visit-invoice";
import { visitPictures } from "~/modules/booking/visit-pictures.server";
import type { Route } from "./+types/booking-detail";
import { formatLongDate, mondayOf, todayInIndia } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { formText } from "~/lib/form-text";

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
  const find = new URL(request.url).searchParams.get("find") ?? "";
  const cover = await coverOfVisit(context.db, detail.booking);
  return {
    repeatRepair: cover.claimed ? null : await repeatRepairView(context.db, detail.booking, cover.rework),
    detail,
    technicians: technicians.map(({ id, name }) => ({ id, name })),
    today: todayInIndia(),
    work: workChoicesFor(detail.booking, {
      warrantyBrand: cover.claimed?.brandName ?? null,
      reworkOf: cover.rework?.reference ?? null,
      amcNumber: cover.amc?.contractNumber ?? null,
    }),
    appliance: await bookingApplianceView(context.db, detail.booking, find, todayInIndia()),
    partOrders: await partOrdersOfBooking(context.db, detail.booking.id),
    pictures: await visitPictures(context.db, detail.booking.id, {
      key: signingSecret(getEnv()),
      now: new Date(),
    }),
  };
}

/** The repeat-repair card: shown for a repair marked as a repeat, or one that could be. */
async function repeatRepairView(
  db: Route.LoaderArgs["context"]["db"],
  booking: Pick<ServiceBooking, "id" | "kind" | "applianceId" | "status"> & { createdAt: Date | string },
  rework: { reference: string } | null,
): Promise<RepeatRepairView | null> {
  const candidate = await reworkCandidate(db, booking);
  if (!rework && !candidate) return null;
  const open = ["requested", "confirmed", "technician_assigned", "in_progress"].includes(booking.status);
  return {
    markedOf: rework?.reference ?? null,
    candidate,
    canChange: open && !(await loadEstimate(db, booking.id)),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const id = bookingId(params.id);
  const form = await readForm(request);
  const intent40 = formText(form, "intent", 40);
  if (intent40 === "rework" || intent40 === "not-rework") {
    const marked = await markRework(context.db, user, id, intent40 === "rework");
    if (!marked.ok) return refused(intent40, {}, marked);
    return data<BookingActionResult>({ intent: intent40, notice: marked.message });
  }
  if (intent40 === "part-order-received" || intent40 === "part-order-cancelled") {
    const orderId = formText(form, "order", 12);
    if (!/^\d{1,9}$/.test(orderId))
      return refused(intent40, {}, { status: 400, message: "This part order does not exist." });
    const closed = await closePartOrder(
      context.db,
      user,
      { bookingId: id, orderId: Number(orderId) },
      intent40 === "part-order-received" ? "received" : "cancelled",
    );
    if (!closed.ok) return refused(intent40, {}, closed);
    return data<BookingActionResult>({ intent: intent40, notice: closed.message });
  }
  if (isApplianceIntent(intent40)) {
    const { status, ...result } = await bookingApplianceAction(context.db, user, id, form);
    return data<BookingActionResult>(result, { status });
  }
  const raw = bookingActionValues(form);
  const intent = raw.intent ?? "";
  const parsed = parseFields(bookingActionSchema, raw, bookingActionFields);
  if (!parsed.success) {
    const { errors } = parsed;
    const message = errors.intent ? "This action is not known." : "Please correct the fields marked below.";
    return data<BookingActionResult>({ intent, message, errors, values: keptValues(raw) }, { status: 400 });
  }
  if (parsed.data.intent === "complete") {
    const { labour, pay, notes } = parsed.data;
    const done = await completeVisit(context.db, user, id, {
      labourKey: labour,
      paymentMethod: pay ?? null,
      notes,
    });
    if (done.ok) return data<BookingActionResult>({ intent, notice: completedNotice });
    // the desk posts no serial numbers and sends no estimate (the job card does both): those refusals are messages
    const field = done.field === "labour" || done.field === "pay" ? done.field : undefined;
    return refused(intent, raw, { ...done, field });
  }
  const change = toChange(parsed.data);
  const outcome = await changeBookingAsStaff(context.db, user, id, change, {
    now: new Date(),
    capacity: getEnv().SLOT_CAPACITY,
  });
  if (!outcome.ok) return refused(intent, raw, outcome);
  return data<BookingActionResult>({ intent, notice: successNotice(change, outcome.booking) });
}

/** A refused step: 404 when the booking is gone, else the message, under its field when it names one. */
function refused(
  intent: string,
  raw: Record<string, string>,
  refusal: { status: number; message: string; field?: BookingActionField },
) {
  if (refusal.status === 404) throw new Response(refusal.message, { status: 404 });
  return data<BookingActionResult>(
    {
      intent,
      message: refusal.field ? "Please correct the fields marked below." : refusal.message,
      errors: refusal.field ? { [refusal.field]: refusal.message } : undefined,
      values: keptValues(raw),
    },
    { status: refusal.status },
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
        <Icon name="arrow-left" className="size-4" />
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
          <BookingNextSteps
            key={`${booking.status}-${booking.date}-${booking.slot}-${booking.technicianName ?? ""}`}
            booking={booking}
            technicians={technicians}
            today={today}
            work={loaderData.work}
            result={failure}
          />
        </div>
        <div className="space-y-4 lg:col-span-3 lg:col-start-1 lg:row-start-1">
          <CustomerCard booking={booking} />
          <VisitCard booking={booking} />
          {loaderData.partOrders.length > 0 ? <PartOrdersCard orders={loaderData.partOrders} /> : null}
          {loaderData.repeatRepair ? <RepeatRepairCard view={loaderData.repeatRepair} /> : null}
          {loaderData.pictures.photos.length > 0 || loaderData.pictures.signature ? (
            <AdminCard title="Photos and signature">
              <LazyVisitPictures pictures={loaderData.pictures} headingLevel={3} />
            </AdminCard>
          ) : null}
          <BookingApplianceCard bookingId={booking.id} view={loaderData.appliance} />
          <HistoryCard history={history} />
        </div>
      </div>
    </>
  );
}
