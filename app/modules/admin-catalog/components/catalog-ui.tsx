import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";

/** The outcome of a form: a refusal is announced as an alert, a success as a status. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: "success" | "error";
  children: ReactNode;
  className?: string;
}) {
  const icon = tone === "success" ? "circle-check" : "circle-exclamation-point";
  return (
    <p
      role={tone === "success" ? "status" : "alert"}
      className={clsx(
        "flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium ring-1",
        tone === "success"
          ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
          : "bg-red-50 text-red-800 ring-red-200",
        className,
      )}
    >
      <Icon name={icon} className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
