import { clsx } from "clsx";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button-styles";

import type { Paged } from "../pagination";
import { withPage } from "../pagination";

/** The outcome of a form on the page: a refusal is announced as an alert, a success as a status. */
export function DeskNotice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <p
      role={tone === "success" ? "status" : "alert"}
      className={clsx(
        "mb-4 flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium ring-1",
        tone === "success"
          ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
          : "bg-red-50 text-red-800 ring-red-200",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** Previous / next links under a list, keeping the filters in the URL. */
export function Pagination({
  label,
  paged,
  search,
}: {
  label: string;
  paged: Pick<Paged<unknown>, "page" | "pageCount" | "total">;
  search: URLSearchParams;
}) {
  if (paged.pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {paged.page > 1 ? (
        <Link to={withPage(search, paged.page - 1)} className={buttonClass({ variant: "secondary" })}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Page {paged.page} of {paged.pageCount} ({paged.total} in all)
      </p>
      {paged.page < paged.pageCount ? (
        <Link to={withPage(search, paged.page + 1)} className={buttonClass({ variant: "secondary" })}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A form field's error under it; pair with aria-invalid and aria-describedby on the field. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
