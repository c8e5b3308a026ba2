import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The heading row of every back-office page: one h1, an optional line under it and actions on the right. */
export function AdminHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A white panel on the grey back-office background. */
export function AdminCard({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={clsx("rounded-xl border border-slate-200 bg-white p-4 shadow-sm", className)}>
      {title ? <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2> : null}
      {children}
    </section>
  );
}

const tones = {
  neutral: "bg-slate-100 text-slate-700",
  info: "bg-brand-50 text-brand-800",
  warning: "bg-amber-100 text-amber-900",
  success: "bg-emerald-100 text-emerald-900",
  danger: "bg-red-100 text-red-800",
} as const;

export type PillTone = keyof typeof tones;

/** Status labels in lists and detail pages. */
export function StatusPill({ tone = "neutral", children }: { tone?: PillTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** Classes for back-office tables: wrap the <table> in a div with `adminTable.wrap`. */
export const adminTable = {
  wrap: "overflow-x-auto rounded-xl border border-slate-200 bg-white",
  table: "w-full text-left text-sm",
  head: "bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600",
  th: "px-3 py-2.5",
  row: "border-t border-slate-100 hover:bg-slate-50",
  td: "px-3 py-2.5 align-top",
} as const;

/** Labelled inputs in back-office forms. */
export const adminField = {
  label: "mb-1 block text-sm font-medium text-slate-800",
  input:
    "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 " +
    "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-invalid:border-red-600",
  error: "mt-1 text-sm text-red-700",
} as const;
