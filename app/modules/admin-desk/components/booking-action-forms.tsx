import { clsx } from "clsx";
import { useState } from "react";
import { Form, Link } from "react-router";

import { adminField } from "~/components/admin/admin-ui";
import type { FieldErrors } from "~/components/form/field-errors";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatAmount } from "~/lib/money";
import type { BookingActionField } from "~/modules/admin-desk/booking-action-result";
import { slotText, type SlotName } from "~/modules/booking/booking-slots";
import { SlotPicker, useSlotAvailability } from "~/modules/booking/components/slot-picker";
import { visitPaymentMethods, type BookingKind } from "../../../../db/enums";
import type { WorkChoices } from "~/modules/admin-desk/work-choices";
import { formatLongDate } from "~/lib/india-time";

export type BookingFormProps = {
  errors: FieldErrors<BookingActionField>;
  values: Record<string, string>;
  busy: boolean;
};

/** A next step that needs nothing but a press: confirm, start. */
export function StepButton({ intent, label, busy }: { intent: string; label: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass({ className: "w-full sm:w-auto" })} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

export function AssignForm({
  technicians,
  current,
  errors,
  busy,
}: BookingFormProps & { technicians: { id: number; name: string }[]; current: string | null }) {
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
      <AdminField
        id="technicianId"
        name="technicianId"
        label={current ? "Hand the visit to" : "Technician"}
        error={errors.technicianId}
      >
        {(props) => (
          <select {...props} required className={adminField.input} defaultValue="">
            <option value="" disabled>
              Choose a technician
            </option>
            {technicians.map((technician) => (
              <option key={technician.id} value={technician.id}>
                {technician.name}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <button type="submit" className={buttonClass()} disabled={busy}>
        Assign technician
      </button>
    </Form>
  );
}

/**
 * Completing from the desk is the job card's completion (one command, complete-visit.server.ts): the work
 * done from the rate card and how the customer paid; the parts the technician recorded are billed with it.
 */
export function CompleteForm({
  kind,
  work,
  errors,
  values,
  busy,
}: BookingFormProps & { kind: BookingKind; work: WorkChoices }) {
  const { items, noLabourKey, warrantyBrand, reworkOf, amcNumber } = work;
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="complete" />
      {warrantyBrand ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          In {warrantyBrand}&apos;s warranty: the visit, labour and covered parts are claimed from{" "}
          {warrantyBrand}. The customer pays only for parts the warranty does not cover.
        </p>
      ) : reworkOf ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          A repeat of {reworkOf} under our repair warranty: the visit, labour and the parts {reworkOf}{" "}
          replaced are free. The customer pays only for other parts.
        </p>
      ) : amcNumber ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          Under maintenance contract {amcNumber}: the visit and labour (and parts, when its plan includes
          them) are paid by the contract. The customer pays only for what it does not cover.
        </p>
      ) : null}
      {items.length === 0 ? (
        <>
          <input type="hidden" name="labour" value={noLabourKey} />
          <p className="text-sm text-slate-700">
            {kind === "installation"
              ? "The installation charge was paid with the order: only parts used are billed."
              : "No rate card for this appliance: only parts are billed."}
          </p>
        </>
      ) : (
        <AdminField id="labour" name="labour" label="Work done (rate card)" error={errors.labour}>
          {(props) => (
            <select {...props} required defaultValue={values.labour ?? ""} className={adminField.input}>
              <option value="">Choose the work done</option>
              <option value={noLabourKey}>No labour (inspection only)</option>
              {items.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.label}: {formatAmount(item.labourPaise)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      )}
      <fieldset aria-describedby={errors.pay ? "pay-error" : undefined}>
        <legend className={adminField.label}>
          {warrantyBrand || reworkOf || amcNumber ? "Payment (for parts the customer pays for)" : "Payment"}
        </legend>
        <div className="flex gap-3">
          {visitPaymentMethods.map((method) => (
            <label
              key={method}
              className="flex min-h-11 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="pay"
                value={method}
                required={!warrantyBrand && !reworkOf && !amcNumber}
                defaultChecked={values.pay === method}
                className="size-5 accent-brand-600"
              />
              {method === "cash" ? "Cash" : "UPI"}
            </label>
          ))}
        </div>
        {errors.pay ? (
          <p id="pay-error" className="mt-1 text-sm text-red-700">
            {errors.pay}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate-600">
        Parts recorded on the job card are billed and taken from stock; the repair warranty starts today. Work
        the customer pays for is billed once they approved its estimate on the job card.
      </p>
      <AdminField id="notes" name="notes" label="Notes (optional, staff only)" error={errors.notes}>
        {(props) => (
          <textarea
            {...props}
            defaultValue={values.notes ?? ""}
            rows={2}
            maxLength={1000}
            className={clsx(adminField.input, "py-2")}
          />
        )}
      </AdminField>
      <button type="submit" className={buttonClass()} disabled={busy}>
        Complete visit
      </button>
    </Form>
  );
}

export function RescheduleForm({
  intent,
  booking,
  today,
  errors,
  values,
  busy,
}: BookingFormProps & {
  intent: "reschedule" | "revisit";
  booking: { date: string; slot: SlotName; partsExpectedOn: string | null };
  today: string;
}) {
  const [date, setDate] = useState(values.date ?? "");
  const availability = useSlotAvailability(date);
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <AdminField
        id="date"
        name="date"
        label={intent === "revisit" ? "Revisit date" : "New date"}
        error={errors.date}
      >
        {(props) => (
          <input
            {...props}
            type="date"
            required
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={adminField.input}
          />
        )}
      </AdminField>
      <SlotPicker idPrefix="reschedule" date={date} availability={availability} error={errors.slot} />
      <p className="text-sm text-slate-600">
        {intent === "revisit"
          ? `The part is expected by ${booking.partsExpectedOn ? formatLongDate(booking.partsExpectedOn) : "a day not given"}. The same technician comes again; the customer is told.`
          : `Now ${formatLongDate(booking.date)}, ${slotText(booking.slot)}. The status and technician stay as they are.`}
      </p>
      <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
        {intent === "revisit" ? "Book the revisit" : "Reschedule visit"}
      </button>
    </Form>
  );
}

export function CancelForm({ errors, values, busy }: BookingFormProps) {
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="cancel" />
      <AdminField id="reason" name="reason" label="Reason for cancelling" error={errors.reason}>
        {(props) => (
          <input
            {...props}
            required
            maxLength={300}
            defaultValue={values.reason ?? ""}
            className={adminField.input}
          />
        )}
      </AdminField>
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
