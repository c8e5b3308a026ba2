import { lazy, Suspense } from "react";

import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { rateCardMessages } from "~/modules/field-service/texts/en/rate-card";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { serviceGstRatePct } from "~/lib/gst";
import { formatDate, formatIndiaDateTime } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";

import type { VisitPictures } from "~/modules/booking/visit-pictures";
import type { VisitInvoiceView } from "../job-view";

import type { VisitInvoiceLine } from "../visit-bill";

const money = formatRupeesWithPaise;
const cell = "py-2 pl-3 text-right align-top whitespace-nowrap tabular-nums";

/** The job done in the page's language, by its rate-card key; an invoice without one shows it as printed. */
function jobName(invoice: VisitInvoiceView, jobs: Record<string, string>): string | null {
  return (invoice.labourKey !== null ? jobs[invoice.labourKey] : undefined) ?? invoice.labourItem;
}

/**
 * The tax invoice of a completed visit (CGST Rule 46; decision 030): the dealer with its GSTIN, the customer,
 * each line under its SAC (visit charge, labour) or HSN code (parts) with its taxable value, CGST and SGST,
 * how it was paid and the repair warranty. The customer's tracking page and the back office show it.
 */
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
  const half = serviceGstRatePct / 2;
  const describe = (line: VisitInvoiceLine) => {
    if (line.item.kind === "visit") return t.visitCharge;
    if (line.item.kind === "part") return `${line.item.name} × ${line.item.quantity}`;
    const job = invoice.labourItem ? jobName(invoice, jobs) : null;
    return job ? `${t.labour}: ${job}` : t.labour;
  };
  const { seller, customer } = invoice;
  return (
    <section
      aria-labelledby="visit-invoice-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t.taxInvoice}</p>
      <Heading id="visit-invoice-title" className="text-lg font-bold text-slate-900">
        {t.invoiceTitle(invoice.invoiceNumber)}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{t.issued(formatIndiaDateTime(invoice.issuedAt, locale))}</p>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <p>
          <span className="font-semibold">{seller.name}</span>
          <br />
          {seller.address}
          <br />
          {t.gstin} <span className="font-mono">{seller.gstin}</span>
          {seller.gstinSample ? <span className="ml-1 text-red-800">{t.gstinSample}</span> : null}
        </p>
        <p>
          <span className="font-semibold">{t.billTo}</span> {customer.name}
          <br />
          {customer.address}, {customer.pincode}
          <br />
          {t.invoicePhone} {customer.phone}
          <br />
          {t.placeOfSupply}
        </p>
      </div>
      {/* Scrolls sideways on narrow screens, so it takes keyboard focus. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={t.charges}>
        <table className="w-full min-w-[34rem] text-sm">
          <caption className="sr-only">{t.charges}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 text-left font-semibold">
                {t.item}
              </th>
              <th scope="col" className="py-2 pl-3 text-left font-semibold">
                {t.code}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t.taxableValue}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t.cgst(half)}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t.sgst(half)}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoice.kind === "installation" ? (
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {t.installation}
                </th>
                <td colSpan={5} className="py-2 pl-3 text-right">
                  {t.paidWithOrder}
                </td>
              </tr>
            ) : invoice.visitChargePaise === 0 ? (
              <tr>
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {t.visitCharge}
                </th>
                <td colSpan={5} className="py-2 pl-3 text-right">
                  {t.waived}
                </td>
              </tr>
            ) : null}
            {invoice.taxLines.map((line, index) => (
              <tr key={index} data-testid="visit-invoice-line">
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {describe(line)}
                </th>
                <td className="py-2 pl-3 font-mono whitespace-nowrap">
                  {line.code.kind} {line.code.value}
                </td>
                <td className={cell}>{money(line.tax.taxablePaise)}</td>
                <td className={cell}>{money(line.tax.cgstPaise)}</td>
                <td className={cell}>{money(line.tax.sgstPaise)}</td>
                <td className={cell}>{money(line.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-300 font-bold text-slate-900">
            <tr>
              <th scope="row" colSpan={2} className="py-2 text-left">
                {t.totalPaid}
              </th>
              <td className={cell}>{money(invoice.taxTotals.taxablePaise)}</td>
              <td className={cell}>{money(invoice.taxTotals.cgstPaise)}</td>
              <td className={cell}>{money(invoice.taxTotals.sgstPaise)}</td>
              <td className={`${cell} text-base`}>{money(invoice.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t.paidBy(t[invoice.paymentMethod])}</p>
      {invoice.repairWarrantyUntil ? (
        <p className="mt-2 rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          {t.invoiceWarranty(formatDate(invoice.repairWarrantyUntil, locale))}
        </p>
      ) : null}
      <LazyVisitPictures
        pictures={invoice.pictures}
        headingLevel={headingLevel === 2 ? 3 : 4}
        className="mt-4 border-t border-slate-200 pt-3"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <a
          href={invoice.pdfHref}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
        >
          {t.downloadPdf}
        </a>
        <p>
          {t.forSeller(seller.name)} · <span className="font-semibold">{t.authorisedSignatory}</span>
        </p>
      </div>
    </section>
  );
}

/** The photos and signature load only where a visit has some (the server renders them in place). */
const VisitPicturesBlock = lazy(() =>
  import("./visit-pictures").then((module) => ({ default: module.VisitPicturesBlock })),
);

/** A visit's photos and signature (`VisitPicturesBlock`), nothing when it has none. */
export function LazyVisitPictures({
  pictures,
  headingLevel,
  className,
}: {
  pictures: VisitPictures;
  headingLevel: 3 | 4;
  className?: string;
}) {
  if (pictures.photos.length === 0 && !pictures.signature) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <VisitPicturesBlock pictures={pictures} headingLevel={headingLevel} />
      </Suspense>
    </div>
  );
}
