import { CalendarClock, PhoneCall } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";

import { dealer } from "~/lib/dealer";

import { todayInIndia } from "../booking-options";
import type { BookingView } from "../booking-view";
import { SlotPicker, useSlotAvailability } from "./slot-picker";
import { useBrowserValue } from "~/lib/use-hydrated";

const controlClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 aria-invalid:border-red-600";

export type ChangeErrors = { date?: string; slot?: string };

function PairFields({ booking }: { booking: BookingView }) {
  return (
    <>
      <input type="hidden" name="reference" value={booking.reference} />
      <input type="hidden" name="phone" value={booking.phone} />
    </>
  );
}

/**
 * Reschedule and cancel, while the visit is at least 4 hours away. Later, the dealer's phone instead:
 * the server refuses late changes as well.
 */
export function BookingChanges({
  booking,
  minDate,
  errors = {},
  message,
}: {
  booking: BookingView;
  minDate: string;
  errors?: ChangeErrors;
  message?: string | null;
}) {
  const today = useBrowserValue(todayInIndia, minDate);
  const [date, setDate] = useState("");
  const availability = useSlotAvailability(date);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  if (booking.change === "closed") return null;

  if (booking.change === "late") {
    return (
      <section
        aria-labelledby="booking-changes-title"
        className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-8"
      >
        <h2 id="booking-changes-title" className="text-lg font-semibold text-slate-900">
          Need to change this visit?
        </h2>
        <p className="mt-2 text-slate-800">
          Your visit starts in less than 4 hours, so it can no longer be rescheduled or cancelled online, and
          a visit charge may apply. Please call the service desk.
        </p>
        <a
          href={dealer.phoneHref}
          className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <PhoneCall className="size-5" aria-hidden />
          Call {dealer.phone}
        </a>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="booking-changes-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="booking-changes-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock className="size-5 text-brand-600" aria-hidden />
        Reschedule or cancel
      </h2>
      <p className="mt-2 text-slate-700">Free of charge up to 4 hours before your slot starts.</p>
      {message ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}

      <Form method="post" className="mt-5 grid gap-4" aria-label="Reschedule the visit">
        <PairFields booking={booking} />
        <div className="max-w-xs">
          <label htmlFor="reschedule-date" className="font-medium text-slate-800">
            New date
          </label>
          <input
            id="reschedule-date"
            name="date"
            type="date"
            required
            min={today}
            onChange={(event) => setDate(event.target.value)}
            className={controlClass}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? "reschedule-date-error" : undefined}
          />
          {errors.date ? (
            <p id="reschedule-date-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.date}
            </p>
          ) : null}
        </div>
        <SlotPicker idPrefix="reschedule" date={date} availability={availability} error={errors.slot} />
        <div>
          <button
            type="submit"
            name="intent"
            value="reschedule"
            disabled={busy === "reschedule"}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
          >
            {busy === "reschedule" ? "Rescheduling..." : "Reschedule visit"}
          </button>
        </div>
      </Form>

      <Form method="post" className="mt-6 border-t border-slate-200 pt-6" aria-label="Cancel the booking">
        <PairFields booking={booking} />
        <p className="text-slate-700">No longer need the visit?</p>
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={busy === "cancel"}
          className="mt-3 inline-flex min-h-12 items-center justify-center rounded-lg border border-red-300 bg-white px-6 py-3 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
        >
          {busy === "cancel" ? "Cancelling..." : "Cancel booking"}
        </button>
      </Form>
    </section>
  );
}
