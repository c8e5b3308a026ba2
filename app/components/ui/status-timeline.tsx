import { Icon } from "./icon";
import type { ReactNode } from "react";

import { trackingText } from "~/components/texts/en/tracking";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatIndiaDayTime } from "~/lib/india-time";

export type TimelineStep = {
  /** Unique within the timeline; "cancelled" marks the step that ended it early (a red cross). */
  status: string;
  label: string;
  state: "done" | "current" | "upcoming";
  at: string | null;
  note?: string | null;
};

const stateKey = { done: "stepDone", current: "stepCurrent", upcoming: "stepUpcoming" } as const;

function StepMarker({ step }: { step: TimelineStep }) {
  if (step.status === "cancelled") return <Icon name="circle-x" className="size-7 shrink-0 text-red-700" />;
  if (step.state === "done") {
    return (
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-green-700 text-white"
        aria-hidden
      >
        <Icon name="check" className="size-4" />
      </span>
    );
  }
  if (step.state === "current") {
    return <span className="size-7 shrink-0 rounded-full border-4 border-brand-600 bg-white" aria-hidden />;
  }
  return <span className="size-7 shrink-0 rounded-full border-2 border-slate-300 bg-white" aria-hidden />;
}

/** "Progress" and the steps of an order or a booking, each marked done, current or not yet (also for screen readers). */
export function StatusTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  const t = useText(trackingText);
  const locale = useLocale();
  return (
    <>
      <h3 className="mt-8 font-semibold text-slate-900">{t.progress}</h3>
      <ol className="mt-3" aria-label={label}>
        {steps.map((step, index) => (
          <li key={step.status} className="relative flex gap-3 pb-5 last:pb-0">
            {index < steps.length - 1 ? (
              <span
                className="absolute top-7 left-3.5 h-full w-0.5 -translate-x-1/2 bg-slate-200"
                aria-hidden
              />
            ) : null}
            <StepMarker step={step} />
            <div className="relative min-w-0">
              <p
                className={
                  step.state === "upcoming" ? "font-medium text-slate-600" : "font-semibold text-slate-900"
                }
              >
                {step.label}
                <span className="sr-only"> ({t[stateKey[step.state]]})</span>
              </p>
              {step.at ? (
                <p className="text-sm text-slate-600">
                  <time dateTime={step.at}>{formatIndiaDayTime(step.at, locale)}</time>
                </p>
              ) : null}
              {step.note ? <p className="text-sm text-slate-700">{step.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The card around a found order or booking: its title (e.g. "Order ORD-…") and the status as a pill,
 * red once cancelled. The section is named by the title, so it is a landmark region.
 */
export function StatusCard({
  titleId,
  title,
  statusLabel,
  cancelled,
  children,
}: {
  titleId: string;
  title: ReactNode;
  statusLabel: string;
  cancelled: boolean;
  children: ReactNode;
}) {
  const t = useText(trackingText);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <p
          className={
            cancelled
              ? "rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800"
              : "rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
          }
        >
          <span className="sr-only">{t.status}</span>
          {statusLabel}
        </p>
      </div>
      {children}
    </section>
  );
}
