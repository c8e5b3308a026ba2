import { CircleAlert, Send } from "lucide-react";
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { useFetcher } from "react-router";

import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";

import {
  contactAppliances,
  contactBrands,
  contactFields,
  contactTopics,
  messageCounter,
  messageMaxLength,
  messageMinLength,
  topicNeedsAppliance,
  type ContactActionData,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../contact-options";
import { ContactConfirmation } from "./contact-confirmation";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The schema (and zod) load once the visitor starts on the form rather than with the page, which keeps
 * the page's first-load JavaScript within budget.
 */
const loadSchema = () => import("../contact.schema");

const controlClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 aria-invalid:border-red-600 aria-invalid:bg-red-50/40";

const labelClass = "font-medium text-slate-800";

/**
 * Before hydration the appliance field is shown by CSS alone when a topic that needs it is chosen, so the
 * form behaves the same without JavaScript.
 */
const applianceShownByCss =
  "hidden [form:has(option[value=service]:checked)_&]:block [form:has(option[value=installation]:checked)_&]:block";

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

function OptionalMark() {
  return <span className="ml-1 text-sm font-normal text-slate-500">(optional)</span>;
}

function FieldError({ field, message }: { field: ContactField; message?: string }) {
  if (!message) return null;
  return (
    <p
      id={`contact-${field}-error`}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

function valuesOf(result: ContactActionData | undefined): ContactValues {
  return result && result.status !== "sent" ? result.values : {};
}

/**
 * The 'Send Us a Message' form. With JavaScript it checks the fields with the contact schema before sending
 * and sends through a fetcher (no page load); without it, it is a plain POST that the action answers with
 * the page, its errors and the entered values, or the confirmation.
 */
export function ContactForm({ actionData }: { actionData?: ContactActionData }) {
  const fetcher = useFetcher<ContactActionData>({ key: "contact-message" });
  const result = fetcher.data ?? actionData;
  // false while server rendering and hydrating, true once React runs in the browser
  const enhanced = useHydrated();

  const initialValues = valuesOf(result);
  const [seenResult, setSeenResult] = useState(result);
  const [dismissed, setDismissed] = useState<ContactActionData | undefined>(undefined);
  const [errors, setErrors] = useState<ContactErrors>(result?.status === "invalid" ? result.errors : {});
  const [topic, setTopic] = useState(initialValues.topic ?? "");
  const [message, setMessage] = useState(initialValues.message ?? "");
  const [focusTarget, setFocusTarget] = useState<{ field: ContactField | "confirmation" } | null>(null);

  // A new answer from the server: show its errors, or clear the form after a successful send.
  if (result !== seenResult) {
    setSeenResult(result);
    const values = valuesOf(result);
    setErrors(result?.status === "invalid" ? result.errors : {});
    setTopic(values.topic ?? "");
    setMessage(values.message ?? "");
    if (result?.status === "invalid") setFocusTarget({ field: firstInvalid(result.errors) ?? "name" });
    if (result?.status === "sent") setFocusTarget({ field: "confirmation" });
  }

  useEffect(() => {
    if (!focusTarget) return;
    const element =
      focusTarget.field === "confirmation"
        ? document.getElementById("contact-confirmation-title")
        : document.getElementById(`contact-${focusTarget.field}`);
    element?.focus();
  }, [focusTarget]);

  const sent = result?.status === "sent" && result !== dismissed;
  const limitMessage = result?.status === "limited" ? result.message : undefined;
  const pending = fetcher.state !== "idle";
  const needsAppliance = topicNeedsAppliance(topic);
  const counter = messageCounter(message);
  const visibleErrors = contactFields.filter(
    (field) => errors[field] && (field !== "applianceType" || needsAppliance || !enhanced),
  );

  if (sent) {
    return (
      <ContactConfirmation
        onSendAnother={() => {
          setDismissed(result);
          setErrors({});
          setTopic("");
          setMessage("");
          setFocusTarget({ field: "name" });
        }}
      />
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void checkAndSend(event.currentTarget);
  }

  async function checkAndSend(form: HTMLFormElement) {
    const input = Object.fromEntries(new FormData(form));
    let found: ContactErrors | undefined;
    try {
      const checked = (await loadSchema()).validateContact(input);
      if (!checked.success) found = checked.errors;
    } catch {
      // the schema could not be fetched: the server checks the message anyway
    }
    if (found) {
      setErrors(found);
      setFocusTarget({ field: firstInvalid(found) ?? "name" });
      return;
    }
    setErrors({});
    await fetcher.submit(form, { method: "post", action: "/contact" });
  }

  function handleEdit(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: string }).name as ContactField | undefined;
    if (!name || !errors[name]) return;
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function handleTopic(event: ChangeEvent<HTMLSelectElement>) {
    setTopic(event.target.value);
    if (!topicNeedsAppliance(event.target.value)) {
      setErrors(({ applianceType: _hidden, ...rest }) => rest);
    }
  }

  const a11y = (field: ContactField, hintIds: string[] = []) => {
    const ids = [...hintIds, errors[field] ? `contact-${field}-error` : undefined].filter(Boolean).join(" ");
    return {
      id: `contact-${field}`,
      name: field,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": ids || undefined,
    };
  };

  return (
    <fetcher.Form
      method="post"
      action="/contact"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleEdit}
      onFocus={() => void loadSchema().catch(() => {})}
      aria-labelledby="contact-form-title"
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>

      {visibleErrors.length > 0 ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200 sm:col-span-2"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          Please correct the {visibleErrors.length === 1 ? "field" : `${visibleErrors.length} fields`} marked
          below.
        </p>
      ) : null}

      <div>
        <label htmlFor="contact-name" className={labelClass}>
          Full name
          <RequiredMark />
        </label>
        <input
          type="text"
          autoComplete="name"
          required
          defaultValue={initialValues.name}
          className={controlClass}
          {...a11y("name")}
        />
        <FieldError field="name" message={errors.name} />
      </div>

      <div>
        <label htmlFor="contact-phone" className={labelClass}>
          Phone number
          <RequiredMark />
        </label>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          required
          defaultValue={initialValues.phone}
          className={controlClass}
          {...a11y("phone")}
        />
        <FieldError field="phone" message={errors.phone} />
      </div>

      <div>
        <label htmlFor="contact-email" className={labelClass}>
          Email
          <OptionalMark />
        </label>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={initialValues.email}
          className={controlClass}
          {...a11y("email")}
        />
        <FieldError field="email" message={errors.email} />
      </div>

      <div>
        <label htmlFor="contact-topic" className={labelClass}>
          Topic
          <RequiredMark />
        </label>
        <select required value={topic} onChange={handleTopic} className={controlClass} {...a11y("topic")}>
          <option value="">Select a topic</option>
          {contactTopics.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError field="topic" message={errors.topic} />
      </div>

      {!enhanced || needsAppliance ? (
        <div className={enhanced ? undefined : applianceShownByCss}>
          <label htmlFor="contact-applianceType" className={labelClass}>
            Appliance type
            <RequiredMark />
          </label>
          <select
            required
            defaultValue={initialValues.applianceType ?? ""}
            className={controlClass}
            {...a11y("applianceType")}
          >
            <option value="">Select appliance</option>
            {contactAppliances.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError field="applianceType" message={errors.applianceType} />
        </div>
      ) : null}

      <div>
        <label htmlFor="contact-brand" className={labelClass}>
          Brand
          <OptionalMark />
        </label>
        <select defaultValue={initialValues.brand ?? ""} className={controlClass} {...a11y("brand")}>
          <option value="">Select brand</option>
          {contactBrands.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError field="brand" message={errors.brand} />
      </div>

      <div>
        <label htmlFor="contact-preferredDate" className={labelClass}>
          Preferred date
          <OptionalMark />
        </label>
        <input
          type="date"
          defaultValue={initialValues.preferredDate}
          className={controlClass}
          {...a11y("preferredDate", ["contact-preferredDate-hint"])}
        />
        <p id="contact-preferredDate-hint" className="mt-1.5 text-sm text-slate-600">
          For a visit, call-back or store appointment.
        </p>
        <FieldError field="preferredDate" message={errors.preferredDate} />
      </div>

      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className={labelClass}>
          Message
          <RequiredMark />
        </label>
        <textarea
          rows={5}
          required
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Tell us how we can help: the model, the problem, or the product you are looking for."
          className={controlClass}
          {...a11y("message", ["contact-message-hint"])}
        />
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
          <p id="contact-message-hint" className="text-slate-600">
            Between {messageMinLength} and {messageMaxLength} characters.
          </p>
          <p
            id="contact-message-counter"
            data-testid="message-counter"
            className={`shrink-0 tabular-nums ${counter.over ? "font-semibold text-red-700" : "text-slate-600"}`}
          >
            <span className="sr-only">Characters used: </span>
            {counter.text}
          </p>
        </div>
        <FieldError field="message" message={errors.message} />
      </div>

      {/* Visually hidden trap for bots: people never see or reach it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {limitMessage ? (
        <div
          role="alert"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2"
        >
          <p className="font-medium">{limitMessage}</p>
          <a
            href={dealer.phoneHref}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Call {dealer.phone}
          </a>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="submit"
          disabled={pending}
          className={buttonClass({ size: "lg", className: "w-full shadow-sm sm:w-auto" })}
        >
          <Send className="size-5" aria-hidden />
          {pending ? "Sending..." : "Send Message"}
        </button>
        <p className="text-sm text-slate-600">We reply to e-mail within 24 hours.</p>
      </div>
    </fetcher.Form>
  );
}

function firstInvalid(errors: ContactErrors): ContactField | undefined {
  return contactFields.find((field) => errors[field]);
}
