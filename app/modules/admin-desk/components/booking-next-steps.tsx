import { useNavigation } from "react-router";

import { AdminCard } from "~/components/admin/admin-ui";
import type { BookingActionResult } from "~/modules/admin-desk/booking-action-result";
import { availableActions, type StaffBookingAction } from "~/modules/booking/booking-lifecycle";
import type { BookingDetail } from "~/modules/admin-desk/bookings-desk.server";
import {
  AssignForm,
  CancelForm,
  CompleteForm,
  RescheduleForm,
  StepButton,
  type BookingFormProps,
} from "~/modules/admin-desk/components/booking-action-forms";
import { bookingStatusLabels } from "~/modules/booking/booking-view";
import type { WorkChoices } from "~/modules/admin-desk/work-choices";

const sectionTitles: Record<StaffBookingAction, string> = {
  confirm: "Confirm",
  assign: "Technician",
  start: "Start the visit",
  complete: "Complete the visit",
  cancel: "Cancel",
  reschedule: "Reschedule",
  revisit: "Revisit for the part",
};

/** The booking's next steps, one section per action its status allows; a refused form keeps its input. */
export function BookingNextSteps({
  booking,
  technicians,
  today,
  work,
  result,
}: {
  booking: BookingDetail["booking"];
  /** The rate card of the visit, for completing it. */
  work: WorkChoices;
  technicians: { id: number; name: string }[];
  today: string;
  result: BookingActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const actions = availableActions(booking.status);
  const formState = (intent: StaffBookingAction): Omit<BookingFormProps, "busy"> =>
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
            {action === "complete" ? (
              <CompleteForm kind={booking.kind} work={work} {...formState("complete")} busy={busy} />
            ) : null}
            {action === "reschedule" || action === "revisit" ? (
              <RescheduleForm
                intent={action}
                booking={booking}
                today={today}
                {...formState(action)}
                busy={busy}
              />
            ) : null}
            {action === "cancel" ? <CancelForm {...formState("cancel")} busy={busy} /> : null}
          </section>
        ))}
      </div>
    </AdminCard>
  );
}
