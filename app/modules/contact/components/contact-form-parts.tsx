import { Field, controlClass } from "~/components/form/field";
import { contactText } from "~/modules/contact/texts/en/contact";
import { useMessageText, useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

import { messageCounter, messageMaxLength, messageMinLength } from "../contact-options";

/** The message, with its length hint and a live 'N/600' counter. */
export function MessageField({
  error,
  value,
  onChange,
}: {
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useText(contactText);
  const counter = messageCounter(value);
  return (
    <Field
      id="contact-message"
      name="message"
      error={error}
      label={t.message}
      required
      className="sm:col-span-2"
      after={
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
          <p id="contact-message-hint" className="text-slate-600">
            {t.messageHint(messageMinLength, messageMaxLength)}
          </p>
          <p
            id="contact-message-counter"
            data-testid="message-counter"
            className={`shrink-0 tabular-nums ${counter.over ? "font-semibold text-red-700" : "text-slate-600"}`}
          >
            <span className="sr-only">{t.charactersUsed}</span>
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t.messagePlaceholder}
          className={controlClass}
          {...props}
        />
      )}
    </Field>
  );
}

/** A visually hidden trap for bots: people never see or reach it. */
export function Honeypot() {
  return (
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
  );
}

/** Too many messages from one connection: wait, or call. */
export function LimitNotice({ message }: { message: string }) {
  const t = useText(contactText);
  const messageText = useMessageText();
  return (
    <div
      role="alert"
      className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2"
    >
      <p className="font-medium">{messageText(message)}</p>
      <a
        href={dealer.phoneHref}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t.call(dealer.phone)}
      </a>
    </div>
  );
}
