import { StatusPill } from "~/components/admin/admin-ui";
import { formatIndiaDateTime } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import type { ClosedDay, TechnicianDay } from "~/modules/field-service/day-cash.server";

/** "Short by ₹50.00", "Over by ₹20.00" or "Matches the invoices." */
function differenceText({ expectedPaise, receivedPaise }: ClosedDay): string {
  const difference = receivedPaise - expectedPaise;
  if (difference === 0) return "Matches the invoices.";
  return `${difference < 0 ? "Short" : "Over"} by ${formatRupeesWithPaise(Math.abs(difference))}.`;
}

/** The visits, the money and the parts of a technician's day, as the technician and the owner see it. */
export function DayFigures({ day }: { day: TechnicianDay }) {
  const upiCount = day.visits.filter((visit) => visit.paymentMethod === "upi").length;
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">Visits completed</dt>
        <dd className="font-semibold">{day.visits.length}</dd>
        <dt className="text-slate-600">Cash to hand over</dt>
        <dd className="font-semibold" data-testid="day-cash">
          {formatRupeesWithPaise(day.cashPaise)}
        </dd>
        <dt className="text-slate-600">UPI</dt>
        <dd className="font-semibold">
          {formatRupeesWithPaise(day.upiPaise)} ({upiCount} {upiCount === 1 ? "payment" : "payments"})
        </dd>
        <dt className="text-slate-600">Parts used</dt>
        <dd>
          {day.parts.length === 0
            ? "None"
            : day.parts.map((part) => `${part.name} × ${part.quantity}`).join(", ")}
        </dd>
      </dl>
      {day.visits.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {day.visits.map((visit) => (
            <li key={visit.invoiceNumber} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                {visit.reference}, {visit.customerName}
                <span className="block text-xs text-slate-600">Invoice {visit.invoiceNumber}</span>
              </span>
              <span className="font-semibold">
                {formatRupeesWithPaise(visit.totalPaise)} {visit.paymentMethod === "cash" ? "cash" : "UPI"}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {day.closed ? <ClosedNote closed={day.closed} /> : null}
    </div>
  );
}

function ClosedNote({ closed }: { closed: ClosedDay }) {
  const matches = closed.receivedPaise === closed.expectedPaise;
  return (
    <p role="status" className="rounded-lg bg-slate-50 p-3">
      <StatusPill tone={matches ? "success" : "warning"}>Day closed</StatusPill>{" "}
      {closed.closedByName ?? "The owner"} received {formatRupeesWithPaise(closed.receivedPaise)} of{" "}
      {formatRupeesWithPaise(closed.expectedPaise)} at {formatIndiaDateTime(closed.closedAt)}.{" "}
      {differenceText(closed)}
      {closed.note ? ` Note: ${closed.note}` : null}
    </p>
  );
}
