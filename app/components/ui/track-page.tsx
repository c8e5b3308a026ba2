import { Icon } from "./icon";
import type { ReactNode } from "react";

import { useMessageText } from "~/i18n/text";

/** The frame of a "track your …" page: eyebrow, the page's h1, a lead line, then the lookup and results. */
export function TrackPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-slate-600">{lead}</p>
        {/* one column that may shrink below its content: a wide invoice table scrolls inside its own box */}
        <div className="mt-8 grid grid-cols-1 gap-6">{children}</div>
      </div>
    </main>
  );
}

/** A change went through: announced politely, in green. */
export function SuccessNotice({ message }: { message?: string | null }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200"
    >
      <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-green-700" />
      {messageText(message)}
    </p>
  );
}
