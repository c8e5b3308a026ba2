import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

import { Field, ErrorSummary, RequiredNote, controlClass } from "~/components/form/field";
import { lazyModule } from "~/components/form/lazy-module";
import { useFormCheck } from "~/components/form/use-form-check";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { useHydrated } from "~/lib/use-hydrated";

import {
  contactAppliances,
  contactBrands,
  contactFields,
  contactTopics,
  emailReplyText,
  messageCounter,
  messageMaxLength,
  messageMinLength,
  topicNeedsAppliance,
  type ContactActionData,
  type ContactField,
  type ContactValues,
} from "../contact-options";
import { ContactConfirmation } from "./contact-confirmation";

const validator = lazyModule(() => import("../contact.schema").then((schema) => schema.contactErrors));

/**
 * Before hydration the appliance field is shown by CSS alone when a topic that needs it is chosen, so the
 * form behaves the same without JavaScript.
 */
const applianceShownByCss =
  "hidden [form:has(option[value=service]:checked)_&]:block [form:has(option[value=installation]:checked)_&]:block";

const fieldId = (field: ContactField) => `contact-${field}`;

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
  const form = useFormCheck({
    fields: contactFields,
    validator,
    serverErrors: result?.status === "invalid" ? result.errors : undefined,
  });
  const { errors } = form;

  const initialValues = valuesOf(result);
  const [seenResult, setSeenResult] = useState(result);
  const [dismissed, setDismissed] = useState<ContactActionData | undefined>(undefined);
  const [topic, setTopic] = useState(initialValues.topic ?? "");
  const [message, setMessage] = useState(initialValues.message ?? "");
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  // A new answer from the server: show its values again, or clear the form after a successful send.
  if (result !== seenResult) {
    setSeenResult(result);
    const values = valuesOf(result);
    setTopic(values.topic ?? "");
    setMessage(values.message ?? "");
    if (result?.status === "sent") setFocusTarget({ id: "contact-confirmation-title" });
  }

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
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
          form.setErrors({});
          setTopic("");
          setMessage("");
          setFocusTarget({ id: fieldId("name") });
        }}
      />
    );
  }

  async function checkAndSend(element: HTMLFormElement) {
    if (await form.check(element)) return;
    await fetcher.submit(element, { method: "post", action: "/contact" });
  }

  const field = (name: ContactField) => ({ id: fieldId(name), name, error: errors[name] });

  return (
    <fetcher.Form
      method="post"
      action="/contact"
      noValidate
      {...form.formProps}
      onSubmit={(event) => {
        event.preventDefault();
        void checkAndSend(event.currentTarget);
      }}
      aria-labelledby="contact-form-title"
      className="grid gap-5 sm:grid-cols-2"
    >
      <RequiredNote className="sm:col-span-2" />
      <ErrorSummary count={visibleErrors.length} className="sm:col-span-2" />

      <Field {...field("name")} label="Full name" required>
        {(props) => (
          <input
            type="text"
            autoComplete="name"
            required
            defaultValue={initialValues.name}
            className={controlClass}
            {...props}
          />
        )}
      </Field>

      <Field {...field("phone")} label="Phone number" required>
        {(props) => (
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="98765 43210"
            required
            defaultValue={initialValues.phone}
            className={controlClass}
            {...props}
          />
        )}
      </Field>

      <Field {...field("email")} label="Email" optional>
        {(props) => (
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            defaultValue={initialValues.email}
            className={controlClass}
            {...props}
          />
        )}
      </Field>

      <Field {...field("topic")} label="Topic" required>
        {(props) => (
          <select
            required
            value={topic}
            onChange={(event) => {
              setTopic(event.target.value);
              if (!topicNeedsAppliance(event.target.value)) form.clearError("applianceType");
            }}
            className={controlClass}
            {...props}
          >
            <option value="">Select a topic</option>
            {contactTopics.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      {!enhanced || needsAppliance ? (
        <Field
          {...field("applianceType")}
          label="Appliance type"
          required
          className={enhanced ? undefined : applianceShownByCss}
        >
          {(props) => (
            <select
              required
              defaultValue={initialValues.applianceType ?? ""}
              className={controlClass}
              {...props}
            >
              <option value="">Select appliance</option>
              {contactAppliances.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}

      <Field {...field("brand")} label="Brand" optional>
        {(props) => (
          <select defaultValue={initialValues.brand ?? ""} className={controlClass} {...props}>
            <option value="">Select brand</option>
            {contactBrands.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        {...field("preferredDate")}
        label="Preferred date"
        optional
        hint="For a visit, call-back or store appointment."
      >
        {(props) => (
          <input type="date" defaultValue={initialValues.preferredDate} className={controlClass} {...props} />
        )}
      </Field>

      <Field
        {...field("message")}
        label="Message"
        required
        className="sm:col-span-2"
        after={
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
        }
        describedBy={["contact-message-hint"]}
      >
        {(props) => (
          <textarea
            rows={5}
            required
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder="Tell us how we can help: the model, the problem, or the product you are looking for."
            className={controlClass}
            {...props}
          />
        )}
      </Field>

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
        <p className="text-sm text-slate-600">We reply to e-mail within {emailReplyText}.</p>
      </div>
    </fetcher.Form>
  );
}
