import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { useNavigation } from "react-router";

import { Form } from "~/i18n/link";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { useText } from "~/i18n/text";

import {
  ActionPanel,
  CallDealerPanel,
  dangerOutlineButtonClass,
  HiddenFields,
  primaryActionClass,
} from "~/components/ui/action-panel";
import { Field, controlClass } from "~/components/form/field";
import { useBrowserValue } from "~/lib/use-hydrated";

import type { BookingView } from "../booking-view";
import { SlotPicker, useSlotAvailability } from "./slot-picker";
import { todayInIndia } from "~/lib/india-time";
import { freeChangeWindowMs, lastBookableDate } from "../booking-slots";

const windowHours = freeChangeWindowMs / (60 * 60 * 1000);

export type ChangeErrors = { date?: string; slot?: string; photos?: string };

/**
 * Reschedule and cancel, while the visit is at least freeChangeWindowHours away. Later, the dealer's phone instead:
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
  const t = useText(trackServiceText);
  const today = useBrowserValue(todayInIndia, minDate);
  const [date, setDate] = useState("");
  const availability = useSlotAvailability(date);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const pair = { reference: booking.reference, phone: booking.phone };

  if (booking.change === "closed") return null;

  if (booking.change === "late") {
    return (
      <CallDealerPanel titleId="booking-changes-title" title={t.lateTitle}>
        <p className="mt-2 text-slate-800">{t.lateText(windowHours)}</p>
      </CallDealerPanel>
    );
  }

  return (
    <ActionPanel
      titleId="booking-changes-title"
      title={
        <>
          <Icon name="calendar-clock" className="size-5 text-brand-600" />
          {t.changeTitle}
        </>
      }
      intro={t.changeIntro(windowHours)}
      message={message}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-5 grid gap-4"
        aria-label={t.rescheduleForm}
      >
        <HiddenFields values={pair} />
        <Field id="reschedule-date" name="date" label={t.newDate} error={errors.date} className="max-w-xs">
          {(props) => (
            <input
              type="date"
              required
              min={today}
              max={lastBookableDate(today)}
              onChange={(event) => setDate(event.target.value)}
              className={controlClass}
              {...props}
            />
          )}
        </Field>
        <SlotPicker idPrefix="reschedule" date={date} availability={availability} error={errors.slot} />
        <Field
          id="reschedule-photos"
          name="photos"
          label={t.addPhotos}
          optional
          hint={t.addPhotosHint}
          error={errors.photos}
        >
          {(props) => (
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="block min-h-12 w-full text-sm text-slate-800"
              {...props}
            />
          )}
        </Field>
        <div>
          <button
            type="submit"
            name="intent"
            value="reschedule"
            disabled={busy === "reschedule"}
            className={primaryActionClass}
          >
            {busy === "reschedule" ? t.rescheduling : t.reschedule}
          </button>
        </div>
      </Form>

      <Form method="post" className="mt-6 border-t border-slate-200 pt-6" aria-label={t.cancelForm}>
        <HiddenFields values={pair} />
        <p className="text-slate-700">{t.noLongerNeeded}</p>
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={busy === "cancel"}
          className={`mt-3 ${dangerOutlineButtonClass}`}
        >
          {busy === "cancel" ? t.cancelling : t.cancel}
        </button>
      </Form>
    </ActionPanel>
  );
}
