import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";

/** The outcome of a form on the page: a refusal is announced as an alert, a success as a status. */
export function DeskNotice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const icon = tone === "success" ? "circle-check" : "circle-exclamation-point";
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
      <Icon name={icon} className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
