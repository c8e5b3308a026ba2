import { Icon } from "./icon";
import { useContext, useEffect } from "react";
import { useNavigation } from "react-router";

import { trackingText } from "~/components/texts/en/tracking";
import { Form } from "~/i18n/link";
import { MessageTexts, preloadText, useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";

import { Field, controlClass } from "~/components/form/field";

import { FormAlert } from "./form-alert";

type LookupField = { id: string; label: string; error?: string };

/**
 * A reference (order number, booking reference) and a phone number, posted with intent "lookup" so the
 * phone number never lands in a URL or a log. Errors sit under their fields; `message` is for the whole
 * form (not found, too many lookups).
 */
export function LookupForm({
  titleId,
  title,
  reference,
  phone,
  submitLabel,
  message,
}: {
  titleId: string;
  title: string;
  reference: LookupField & { name: string; placeholder: string; value: string };
  phone: LookupField;
  submitLabel: string;
  message?: string | null;
}) {
  const locale = useLocale();
  // The page's message namespaces (its answers' codes): their Tamil is fetched with the form, so an answer
  // shows at once in the page's language.
  const answers = useContext(MessageTexts);
  useEffect(() => {
    for (const text of answers) preloadText(text, locale);
  }, [answers, locale]);
  const navigation = useNavigation();
  const t = useText(trackingText);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "lookup";
  return (
    <Form
      method="post"
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <FormAlert message={message} />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <Field id={reference.id} name={reference.name} label={reference.label} error={reference.error}>
          {(props) => (
            <input
              type="text"
              required
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={reference.placeholder}
              defaultValue={reference.value}
              className={`${controlClass} font-mono uppercase`}
              {...props}
            />
          )}
        </Field>
        <Field id={phone.id} name="phone" label={phone.label} error={phone.error}>
          {(props) => (
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              placeholder="98765 43210"
              className={controlClass}
              {...props}
            />
          )}
        </Field>
      </div>
      <button
        type="submit"
        name="intent"
        value="lookup"
        disabled={busy}
        className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-ring disabled:opacity-70 sm:w-auto"
      >
        <Icon name="search" className="size-5" />
        {busy ? t.searching : submitLabel}
      </button>
    </Form>
  );
}
