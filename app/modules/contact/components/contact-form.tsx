import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

import { Field, ErrorSummary, RequiredNote, controlClass } from "~/components/form/field";
import { lazyModule } from "~/components/form/lazy-module";
import { useFormCheck } from "~/components/form/use-form-check";
import { buttonClass } from "~/components/ui/button-styles";
import { contactText } from "~/modules/contact/texts/en/contact";
import { serviceAppliancesText } from "~/modules/booking/texts/en/service-appliances";
import { useText } from "~/i18n/text";
import { useLocalePath } from "~/i18n/use-locale";
import { useHydrated } from "~/lib/use-hydrated";

import {
  contactAppliances,
  contactBrands,
  contactFields,
  contactTopics,
  emailReplyHours,
  topicNeedsAppliance,
  type ContactActionData,
  type ContactField,
  type ContactValues,
} from "../contact-options";
import { ContactConfirmation } from "./contact-confirmation";
import { Honeypot, LimitNotice, MessageField } from "./contact-form-parts";
import { MessageTexts } from "~/i18n/text";
import { contactMessages } from "~/modules/contact/texts/en/contact-messages";

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

/** The message namespaces whose codes this form's or page's answers carry. */
const formMessages = [contactMessages];

/**
 * The 'Send Us a Message' form. With JavaScript it checks the fields with the contact schema before sending
 * and sends through a fetcher (no page load); without it, it is a plain POST that the action answers with
 * the page, its errors and the entered values, or the confirmation.
 */
export function ContactForm({ actionData }: { actionData?: ContactActionData }) {
  const t = useText(contactText);
  const applianceText = useText(serviceAppliancesText);
  // Posted to the page in its own language, so the answer's messages come back in it.
  const action = useLocalePath()("/contact");
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
    await fetcher.submit(element, { method: "post", action });
  }

  const field = (name: ContactField) => ({ id: fieldId(name), name, error: errors[name] });

  return (
    <MessageTexts value={formMessages}>
      <fetcher.Form
        method="post"
        action={action}
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

        <Field {...field("name")} label={t.name} required>
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

        <Field {...field("phone")} label={t.phone} required>
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

        <Field {...field("email")} label={t.email} optional>
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

        <Field {...field("topic")} label={t.topic} required>
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
              <option value="">{t.selectTopic}</option>
              {contactTopics.map((option) => (
                <option key={option.value} value={option.value}>
                  {t[`topic.${option.value}`]}
                </option>
              ))}
            </select>
          )}
        </Field>

        {!enhanced || needsAppliance ? (
          <Field
            {...field("applianceType")}
            label={t.applianceType}
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
                <option value="">{t.selectAppliance}</option>
                {contactAppliances.map((option) => (
                  <option key={option.value} value={option.value}>
                    {applianceText[option.value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}

        <Field {...field("brand")} label={t.brand} optional>
          {(props) => (
            <select defaultValue={initialValues.brand ?? ""} className={controlClass} {...props}>
              <option value="">{t.selectBrand}</option>
              {contactBrands.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === "other" ? applianceText.other : option.label}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field {...field("preferredDate")} label={t.preferredDate} optional hint={t.preferredDateHint}>
          {(props) => (
            <input
              type="date"
              defaultValue={initialValues.preferredDate}
              className={controlClass}
              {...props}
            />
          )}
        </Field>

        <MessageField error={errors.message} value={message} onChange={setMessage} />
        <Honeypot />
        {limitMessage ? <LimitNotice message={limitMessage} /> : null}

        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            disabled={pending}
            className={buttonClass({ size: "lg", className: "w-full shadow-sm sm:w-auto" })}
          >
            <Icon name="send" className="size-5" />
            {pending ? t.sending : t.send}
          </button>
          <p className="text-sm text-slate-600">{t.emailReply(emailReplyHours)}</p>
        </div>
      </fetcher.Form>
    </MessageTexts>
  );
}
