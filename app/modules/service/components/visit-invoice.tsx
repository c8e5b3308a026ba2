import { formatDate, formatIndiaDateTime } from "~/lib/india-time";
import { gstRatePct } from "~/lib/gst";
import { formatRupeesWithPaise } from "~/lib/money";

import { visitPaymentLabels, type VisitInvoiceView } from "../job-view";

/** "Repair warranty until 12 Mar 2027". */
function repairWarrantyLine(until: string): string {
  return `Repair warranty until ${formatDate(until)}`;
}

/** The service invoice of a completed visit: what was charged, how it was paid, the repair warranty. */
export function VisitInvoice({
  invoice,
  headingLevel = 2,
}: {
  invoice: VisitInvoiceView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="visit-invoice-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Heading id="visit-invoice-title" className="text-lg font-bold text-slate-900">
        Service invoice {invoice.invoiceNumber}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">Issued {formatIndiaDateTime(invoice.issuedAt)}</p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Charges of the visit</caption>
        <tbody className="divide-y divide-slate-100">
          {invoice.kind === "installation" ? (
            <tr>
              <th scope="row" className="py-2 text-left font-normal text-slate-700">
                Installation
              </th>
              <td className="py-2 text-right">Paid with the order</td>
            </tr>
          ) : (
            <>
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  Visit charge
                </th>
                <td className="py-2 text-right">
                  {invoice.visitChargePaise === 0
                    ? "Waived"
                    : formatRupeesWithPaise(invoice.visitChargePaise)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  Labour{invoice.labourItem ? `: ${invoice.labourItem}` : ""}
                </th>
                <td className="py-2 text-right">{formatRupeesWithPaise(invoice.labourPaise)}</td>
              </tr>
            </>
          )}
          {invoice.parts.map((part, index) => (
            <tr key={index}>
              <th scope="row" className="py-2 text-left font-normal text-slate-700">
                {part.name} × {part.quantity}
              </th>
              <td className="py-2 text-right">{formatRupeesWithPaise(part.linePaise)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-slate-700">
              GST {gstRatePct}% on labour and parts
            </th>
            <td className="py-2 text-right">{formatRupeesWithPaise(invoice.gstPaise)}</td>
          </tr>
          <tr className="text-base font-bold text-slate-900">
            <th scope="row" className="py-2 text-left">
              Total paid
            </th>
            <td className="py-2 text-right">{formatRupeesWithPaise(invoice.totalPaise)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">Paid by {visitPaymentLabels[invoice.paymentMethod]}</p>
      {invoice.repairWarrantyUntil ? (
        <p className="mt-2 rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          {repairWarrantyLine(invoice.repairWarrantyUntil)}
        </p>
      ) : null}
    </section>
  );
}
