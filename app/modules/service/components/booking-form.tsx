import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";

import {
  bookingAppliances,
  bookingBrands,
  bookingFields,
  type BookingErrors,
  type BookingField,
} from "../booking-options";
import type { bookingErrors } from "../booking.schema";
import { SlotPicker, useSlotAvailability, type DayAvailability } from "./slot-picker";
import { useBrowserValue, useHydrated } from "~/lib/use-hydrated";
import { todayInIndia } from "~/lib/india-time";
import { bookingHorizonDays, lastBookableDate } from "../booking-slots";

type BookingSchemaModule = { bookingErrors: typeof bookingErrors };

let loadedSchema: BookingSchemaModule | undefined;

/**
 * The schema (and zod) load once the visitor starts on the form rather than with the page, which keeps
 * the page's first-load JavaScript within budget.
 */
async function loadSchema(): Promise<BookingSchemaModule> {
  loadedSchema ??= await import("../booking.schema");
  return loadedSchema;
}

const controlClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 aria-invalid:border-red-600 aria-invalid:bg-red-50/40";

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export type BookingFormValues = Partial<Record<BookingField, string>>;

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
  availability,
}: {
  minDate: string;
  action?: string;
  values?: BookingFormValues;
  serverErrors?: BookingErrors;
  availability?: DayAvailability | null;
}) {
  // false while server rendering and hydrating, true once React runs in the browser
  const enhanced = useHydrated();
  // The page may be served from a cache, so the browser recomputes "today" rather than trusting minDate.
  const today = useBrowserValue(todayInIndia, minDate);
  const [errors, setErrors] = useState<BookingErrors>(serverErrors ?? {});
  // a new answer from the server replaces what the browser found
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setErrors(serverErrors ?? {});
  }
  const errorCount = Object.keys(errors).length;
  const [date, setDate] = useState(values.date ?? availability?.date ?? "");
  const dayAvailability = useSlotAvailability(date, availability);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const submit = useSubmit();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // usually loaded on focus already: then the check runs at once and a valid request goes through as is
    if (loadedSchema) {
      const found = loadedSchema.bookingErrors(Object.fromEntries(new FormData(form)));
      if (!found) {
        setErrors({});
        return;
      }
      event.preventDefault();
      showErrors(form, found);
      return;
    }
    event.preventDefault();
    void checkAndSend(form);
  }

  async function checkAndSend(form: HTMLFormElement) {
    let found: BookingErrors | null = null;
    try {
      found = (await loadSchema()).bookingErrors(Object.fromEntries(new FormData(form)));
    } catch {
      // the schema could not be fetched: the server checks the request anyway
    }
    if (found) {
      showErrors(form, found);
      return;
    }
    setErrors({});
    await submit(form, { method: "post", action });
  }

  function showErrors(form: HTMLFormElement, found: BookingErrors) {
    setErrors(found);
    const first = bookingFields.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof RadioNodeList) {
      const radio = Array.from(control).find((node) => node instanceof HTMLInputElement && !node.disabled);
      if (radio instanceof HTMLElement) radio.focus();
    } else if (control instanceof HTMLElement) control.focus();
  }

  function handleEdit(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: string }).name as BookingField | undefined;
    if (name === "date") setDate((event.target as HTMLInputElement).value);
    if (!name || !errors[name]) return;
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  const a11y = (field: BookingField, hintId?: string) => {
    const ids = [hintId, errors[field] ? `booking-${field}-error` : undefined].filter(Boolean).join(" ");
    return {
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": ids || undefined,
    };
  };

  return (
    <Form
      method="post"
      action={action}
      noValidate={enhanced}
      onSubmit={handleSubmit}
      onChange={handleEdit}
      onFocus={() => void loadSchema().catch(() => {})}
      aria-labelledby="booking-form-title"
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      {errorCount > 0 ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2"
        >
          Please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked below.
        </p>
      ) : null}

      <div>
        <label htmlFor="booking-name" className="font-medium text-slate-800">
          Full name
          <RequiredMark />
        </label>
        <input
          id="booking-name"
          name="name"
          type="text"
          autoComplete="name"
          defaultValue={values.name}
          required
          minLength={2}
          maxLength={60}
          className={controlClass}
          {...a11y("name")}
        />
        <FieldError id="booking-name-error" message={errors.name} />
      </div>

      <div>
        <label htmlFor="booking-phone" className="font-medium text-slate-800">
          Mobile number
          <RequiredMark />
        </label>
        <input
          id="booking-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          defaultValue={values.phone}
          required
          className={controlClass}
          {...a11y("phone")}
        />
        <FieldError id="booking-phone-error" message={errors.phone} />
      </div>

      <div>
        <label htmlFor="booking-appliance" className="font-medium text-slate-800">
          Appliance
          <RequiredMark />
        </label>
        <select
          id="booking-appliance"
          name="appliance"
          required
          defaultValue={values.appliance ?? ""}
          className={controlClass}
          {...a11y("appliance")}
        >
          <option value="" disabled>
            Select appliance
          </option>
          {bookingAppliances.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id="booking-appliance-error" message={errors.appliance} />
      </div>

      <div>
        <label htmlFor="booking-brand" className="font-medium text-slate-800">
          Brand
          <RequiredMark />
        </label>
        <select
          id="booking-brand"
          name="brand"
          required
          defaultValue={values.brand ?? ""}
          className={controlClass}
          {...a11y("brand")}
        >
          <option value="" disabled>
            Select brand
          </option>
          {bookingBrands.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id="booking-brand-error" message={errors.brand} />
      </div>

      <div className="sm:col-span-2">
        <label htmlFor="booking-issue" className="font-medium text-slate-800">
          Describe the issue
          <RequiredMark />
        </label>
        <textarea
          id="booking-issue"
          name="issue"
          rows={4}
          required
          maxLength={1000}
          placeholder="For example: AC is running but not cooling"
          defaultValue={values.issue}
          className={controlClass}
          {...a11y("issue")}
        />
        <FieldError id="booking-issue-error" message={errors.issue} />
      </div>

      <div>
        <label htmlFor="booking-date" className="font-medium text-slate-800">
          Preferred date
          <RequiredMark />
        </label>
        <input
          id="booking-date"
          name="date"
          type="date"
          required
          min={today}
          max={lastBookableDate(today)}
          defaultValue={date}
          className={controlClass}
          {...a11y("date", "booking-date-hint")}
        />
        <p id="booking-date-hint" className="mt-1.5 text-sm text-slate-600">
          Today or any day in the next {bookingHorizonDays} days.
        </p>
        <FieldError id="booking-date-error" message={errors.date} />
      </div>

      <div className="sm:col-span-2">
        <SlotPicker
          idPrefix="booking"
          date={date}
          availability={dayAvailability}
          defaultSlot={values.slot}
          error={errors.slot}
        />
      </div>

      <div className="sm:col-span-2">
        <label htmlFor="booking-address" className="font-medium text-slate-800">
          Address for the visit
          <RequiredMark />
        </label>
        <textarea
          id="booking-address"
          name="address"
          rows={2}
          required
          maxLength={300}
          autoComplete="street-address"
          placeholder="House number, street, area and landmark"
          defaultValue={values.address}
          className={controlClass}
          {...a11y("address")}
        />
        <FieldError id="booking-address-error" message={errors.address} />
      </div>

      <div>
        <label htmlFor="booking-pincode" className="font-medium text-slate-800">
          Pincode
          <RequiredMark />
        </label>
        <input
          id="booking-pincode"
          name="pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="638001"
          defaultValue={values.pincode}
          required
          className={controlClass}
          {...a11y("pincode")}
        />
        <FieldError id="booking-pincode-error" message={errors.pincode} />
      </div>

      <div className="sm:col-span-2">
        <div className="flex min-h-11 items-start gap-3">
          <input
            id="booking-terms"
            name="agreeTerms"
            type="checkbox"
            defaultChecked={values.agreeTerms === "on"}
            required
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            {...a11y("agreeTerms")}
          />
          <label htmlFor="booking-terms" className="text-slate-800">
            I agree to the{" "}
            <Link
              to="/terms"
              className="font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              terms and conditions
            </Link>
            <RequiredMark />
          </label>
        </div>
        <FieldError id="booking-agreeTerms-error" message={errors.agreeTerms} />
      </div>

      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 sm:w-auto"
        >
          {submitting ? "Booking..." : "Book My Service"}
        </button>
      </div>
    </Form>
  );
}
