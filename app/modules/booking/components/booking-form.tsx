import { useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";

import { Form, Link } from "~/i18n/link";
import { bookingText } from "~/modules/booking/texts/en/booking";
import { serviceAppliancesText } from "~/modules/booking/texts/en/service-appliances";
import { useText } from "~/i18n/text";

import {
  ErrorSummary,
  Field,
  FieldError,
  RequiredMark,
  RequiredNote,
  checkboxClass,
  controlClass,
} from "~/components/form/field";
import { errorCount } from "~/components/form/field-errors";
import { lazyModule } from "~/components/form/lazy-module";
import { useFormCheck } from "~/components/form/use-form-check";
import { todayInIndia } from "~/lib/india-time";
import { useBrowserValue, useHydrated } from "~/lib/use-hydrated";

import {
  bookingAppliances,
  bookingBrands,
  bookingFields,
  type BookingErrors,
  type BookingField,
  type BookingFormValues,
} from "../booking-options";
import { bookingHorizonDays, lastBookableDate } from "../booking-slots";
import { bookingNameMaxLength, issueMaxLength, visitAddressMaxLength } from "../service-rules";
import { SlotPicker, useSlotAvailability, type DayAvailability } from "./slot-picker";
import { UpdatesConsentField } from "~/modules/notify/components/updates-consent-field";
import { useLocalePath } from "~/i18n/use-locale";
import { MessageTexts } from "~/i18n/text";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";

const validator = lazyModule(() => import("../booking.schema").then((schema) => schema.bookingErrors));

const termsErrorId = "booking-agreeTerms-error";

/** The message namespaces whose codes this form's or page's answers carry. */
const formMessages = [bookingMessages];

/**
 * The 'Book a Service' form of the home page and /services/book; both post to /services/book. After
 * hydration it checks the fields with the booking schema on submit and only lets a valid request through
 * (if the schema cannot be fetched, the request goes through and the server checks it); before hydration
 * the browser's own required checks apply. The server's answer (values and errors) comes
 * back through the props.
 */
export function BookingForm({
  minDate,
  action = "/services/book",
  values = {},
  serverErrors,
  photoError,
  withPhotos = true,
  availability,
}: {
  minDate: string;
  action?: string;
  values?: BookingFormValues;
  serverErrors?: BookingErrors;
  /** Why the server refused the photos of the fault (a code). */
  photoError?: string | null;
  /** Whether it asks for photos of the fault. */
  withPhotos?: boolean;
  availability?: DayAvailability | null;
}) {
  // false while server rendering and hydrating, true once React runs in the browser
  const enhanced = useHydrated();
  const t = useText(bookingText);
  const applianceText = useText(serviceAppliancesText);
  const to = useLocalePath();
  // The page's own language: the action answers its messages in it and a redirect stays in it.
  const postTo = to(action);
  // The page may be served from a cache, so the browser recomputes "today" rather than trusting minDate.
  const today = useBrowserValue(todayInIndia, minDate);
  const form = useFormCheck({ fields: bookingFields, validator, serverErrors });
  const { errors } = form;
  const [date, setDate] = useState(values.date ?? availability?.date ?? "");
  const dayAvailability = useSlotAvailability(date, availability);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === postTo;
  const submit = useSubmit();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    // usually loaded on focus already: then the check runs at once and a valid request goes through as is
    const found = form.checkLoaded(element);
    if (found === null) return;
    event.preventDefault();
    if (found === undefined) void checkAndSend(element);
  }

  async function checkAndSend(element: HTMLFormElement) {
    if (await form.check(element)) return;
    await submit(element, { method: "post", action: postTo });
  }

  const field = (name: BookingField) => ({ id: `booking-${name}`, name, error: errors[name] });

  return (
    <MessageTexts value={formMessages}>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate={enhanced}
        {...form.formProps}
        onSubmit={handleSubmit}
        onChange={(event) => {
          const target = event.target as { name?: unknown; value?: unknown };
          if (target.name === "date" && typeof target.value === "string") setDate(target.value);
          form.formProps.onChange(event);
        }}
        aria-labelledby="booking-form-title"
        className="grid gap-5 sm:grid-cols-2"
      >
        <RequiredNote className="sm:col-span-2" />
        <ErrorSummary count={errorCount(errors) + (photoError ? 1 : 0)} className="sm:col-span-2" />

        <Field {...field("name")} label={t.name} required>
          {(props) => (
            <input
              type="text"
              autoComplete="name"
              defaultValue={values.name}
              required
              minLength={2}
              maxLength={bookingNameMaxLength}
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        <Field {...field("phone")} label={t.phone} required>
          {(props) => (
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="98765 43210"
              defaultValue={values.phone}
              required
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        <Field {...field("email")} label={t.email} optional>
          {(props) => (
            <input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={values.email}
              maxLength={254}
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        <Field {...field("appliance")} label={t.appliance} required>
          {(props) => (
            <select required defaultValue={values.appliance ?? ""} className={controlClass} {...props}>
              <option value="" disabled>
                {t.selectAppliance}
              </option>
              {bookingAppliances.map((option) => (
                <option key={option.value} value={option.value}>
                  {applianceText[option.value]}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field {...field("brand")} label={t.brand} required>
          {(props) => (
            <select required defaultValue={values.brand ?? ""} className={controlClass} {...props}>
              <option value="" disabled>
                {t.selectBrand}
              </option>
              {bookingBrands.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === "other" ? applianceText.other : option.label}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field {...field("issue")} label={t.issue} required className="sm:col-span-2">
          {(props) => (
            <textarea
              rows={4}
              required
              maxLength={issueMaxLength}
              placeholder={t.issuePlaceholder}
              defaultValue={values.issue}
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        {withPhotos ? (
          <Field
            id="booking-photos"
            name="photos"
            label={t.photos}
            optional
            hint={t.photosHint}
            error={photoError ?? undefined}
            className="sm:col-span-2"
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
        ) : null}

        <Field {...field("date")} label={t.date} required hint={t.dateHint(bookingHorizonDays)}>
          {(props) => (
            <input
              type="date"
              required
              min={today}
              max={lastBookableDate(today)}
              defaultValue={date}
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        <div className="sm:col-span-2">
          <SlotPicker
            idPrefix="booking"
            date={date}
            availability={dayAvailability}
            defaultSlot={values.slot}
            error={errors.slot}
          />
        </div>

        <Field {...field("address")} label={t.address} required className="sm:col-span-2">
          {(props) => (
            <textarea
              rows={2}
              required
              maxLength={visitAddressMaxLength}
              autoComplete="street-address"
              placeholder={t.addressPlaceholder}
              defaultValue={values.address}
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        <Field {...field("pincode")} label={t.pincode} required>
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder="638001"
              defaultValue={values.pincode}
              required
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        <div className="sm:col-span-2">
          <UpdatesConsentField id="booking-updates" about="booking" checked={values.updates === "on"} />
        </div>

        <div className="sm:col-span-2">
          <div className="flex min-h-11 items-start gap-3">
            <input
              id="booking-terms"
              name="agreeTerms"
              type="checkbox"
              defaultChecked={values.agreeTerms === "on"}
              required
              className={checkboxClass}
              aria-invalid={errors.agreeTerms ? true : undefined}
              aria-describedby={errors.agreeTerms ? termsErrorId : undefined}
            />
            <label htmlFor="booking-terms" className="text-slate-800">
              {t.agreeBefore}
              <Link
                to="/terms"
                className="font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t.terms}
              </Link>
              {t.agreeAfter}
              <RequiredMark />
            </label>
          </div>
          <FieldError id={termsErrorId} message={errors.agreeTerms} />
        </div>

        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus-ring disabled:opacity-70 sm:w-auto"
          >
            {submitting ? t.submitting : t.submit}
          </button>
        </div>
      </Form>
    </MessageTexts>
  );
}
