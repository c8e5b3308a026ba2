import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { rateCardMessages } from "~/modules/field-service/texts/en/rate-card";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatDate, formatIndiaDateTime } from "~/lib/india-time";
import { serviceGstRatePct } from "~/lib/gst";
import { formatRupeesWithPaise } from "~/lib/money";

import type { VisitInvoiceView } from "../job-view";

/** The job done in the page's language, by its rate-card key; an invoice without one shows it as printed. */
function jobName(invoice: VisitInvoiceView, jobs: Record<string, string>): string | null {
  return (invoice.labourKey !== null ? jobs[invoice.labourKey] : undefined) ?? invoice.labourItem;
}

/** The service invoice of a completed visit: what was charged, how it was paid, the repair warranty. */
export function VisitInvoice({
  invoice,
  headingLevel = 2,
}: {
  invoice: VisitInvoiceView;
  headingLevel?: 2 | 3;
}) {
  const t = useText(trackServiceText);
  const jobs = useText(rateCardMessages);
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="visit-invoice-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Heading id="visit-invoice-title" className="text-lg font-bold text-slate-900">
        {t.invoiceTitle(invoice.invoiceNumber)}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{t.issued(formatIndiaDateTime(invoice.issuedAt, locale))}</p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t.charges}</caption>
        <tbody className="divide-y divide-slate-100">
          {invoice.kind === "installation" ? (
            <tr>
              <th scope="row" className="py-2 text-left font-normal text-slate-700">
                {t.installation}
              </th>
              <td className="py-2 text-right">{t.paidWithOrder}</td>
            </tr>
          ) : (
            <>
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {t.visitCharge}
                </th>
                <td className="py-2 text-right">
                  {invoice.visitChargePaise === 0
                    ? t.waived
                    : formatRupeesWithPaise(invoice.visitChargePaise)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {t.labour}
                  {invoice.labourItem ? `: ${jobName(invoice, jobs)}` : ""}
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
              {t.gst(serviceGstRatePct)}
            </th>
            <td className="py-2 text-right">{formatRupeesWithPaise(invoice.gstPaise)}</td>
          </tr>
          <tr className="text-base font-bold text-slate-900">
            <th scope="row" className="py-2 text-left">
              {t.totalPaid}
            </th>
            <td className="py-2 text-right">{formatRupeesWithPaise(invoice.totalPaise)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">{t.paidBy(t[invoice.paymentMethod])}</p>
      {invoice.repairWarrantyUntil ? (
        <p className="mt-2 rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          {t.invoiceWarranty(formatDate(invoice.repairWarrantyUntil, locale))}
        </p>
      ) : null}
    </section>
  );
}
