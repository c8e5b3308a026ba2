import { Icon } from "./icon";
import type { ReactNode } from "react";

import { trackingText } from "~/components/texts/en/tracking";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

import { FormAlert } from "./form-alert";

/** Outlined red: a step towards cancelling something. */
export const dangerOutlineButtonClass =
  "inline-flex min-h-12 items-center justify-center rounded-lg border border-red-300 bg-white px-6 py-3 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70";

/** Filled brand blue, for the main action of a panel. */
export const primaryActionClass =
  "inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-ring disabled:opacity-70";

/** Carries the looked-up pair along with every change form, so each post is checked again on the server. */
export function HiddenFields({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** Why something can no longer be changed online, and the dealer's phone to call instead. */
export function CallDealerPanel({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  /** The explanation: a <p> (or a role=alert message). */
  children: ReactNode;
}) {
  const t = useText(trackingText);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-8">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
      <a
        href={dealer.phoneHref}
        className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-ring"
      >
        <Icon name="phone-call" className="size-5" />
        {t.call(dealer.phone)}
      </a>
    </section>
  );
}

/** The white card that holds the change forms for a found order or booking. */
export function ActionPanel({
  titleId,
  title,
  intro,
  message,
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro: string;
  children: ReactNode;
  /** Why the last change was refused. */
  message?: string | null;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <FormAlert message={message} />
      {children}
    </section>
  );
}
