import { installationVisitText } from "~/modules/booking/texts/en/installation-visit";
import { invoiceText } from "~/modules/orders/texts/en/invoice";
import { paymentLabelsText } from "~/modules/orders/texts/en/payment-labels";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { isGstStateCode, placeOfSupplyText } from "~/lib/gst-states";
import { defaultSeller, type InvoiceSeller } from "~/modules/gst/seller";
import { formatIndiaDateLong } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";

import { visitIssueText } from "~/modules/booking/installation-visit";
import { creditNoteFigures, invoiceFigures, type InvoiceLine } from "../invoice-lines";
import type { CreditNoteView, OrderView } from "../order-view";

const money = formatRupeesWithPaise;
const cell = "py-2.5 pr-3 align-top text-right whitespace-nowrap tabular-nums";

/**
 * A printable tax invoice for one order (CGST Rule 46; decision 030), or with `creditNote` the credit note
 * that answers it (section 34, Rule 53): the storefront's pages (English or Tamil headings) and the back
 * office's (English). Prices include GST; each line shows its HSN or SAC code, taxable value and tax, and
 * the summary the tax per rate.
 */
export function InvoiceDocument({
  order,
  seller = defaultSeller,
  creditNote,
}: {
  order: Omit<OrderView, "upi">;
  seller?: InvoiceSeller;
  creditNote?: CreditNoteView;
}) {
  const t = useText(invoiceText);
  const payment = useText(paymentLabelsText);
  const visitText = useText(installationVisitText);
  const locale = useLocale();
  // a replacement sent at no charge travels under a delivery challan (decision 033)
  const challan = creditNote ? null : order.replacesOrderNumber;
  const figures = creditNote ? creditNoteFigures(order, creditNote.lines) : invoiceFigures(order);
  const intra = figures.supply === "intra";
  const { shipping } = order;
  const buyer = order.tax.buyer;
  const describe = (line: InvoiceLine) =>
    line.item.kind === "goods"
      ? line.item.title
      : t.service(order.installation ? visitIssueText(order.installation, visitText) : t.installation);
  const shippingState = isGstStateCode(order.tax.placeOfSupply)
    ? placeOfSupplyText(order.tax.placeOfSupply)
    : shipping.state;
  return (
    <article
      aria-labelledby="invoice-title"
      className="mx-auto max-w-4xl rounded-2xl bg-white p-5 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-10 print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-6 border-b border-slate-200 pb-6 sm:flex-row sm:justify-between">
        <div>
          <p className="text-xl font-bold text-brand-700">{seller.name}</p>
          <p className="mt-1 max-w-xs text-sm text-slate-700">{seller.address}</p>
          <p className="mt-1 text-sm text-slate-700">
            {seller.phone} · {seller.email}
          </p>
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t.gstin}</span>{" "}
            <span className="font-mono" data-testid="seller-gstin">
              {seller.gstin}
            </span>
            {seller.gstinSample ? <span className="ml-1 text-red-800">{t.gstinSample}</span> : null}
          </p>
        </div>
        <div className="sm:text-right">
          <h1 id="invoice-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {creditNote ? t.creditNoteTitle : challan ? t.challanTitle : t.title}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:justify-end">
            {creditNote ? (
              <>
                <dt className="text-slate-600">{t.creditNoteNumber}</dt>
                <dd className="font-mono font-semibold" data-testid="credit-note-number">
                  {creditNote.number}
                </dd>
                <dt className="text-slate-600">{t.date}</dt>
                <dd className="font-semibold">
                  <time dateTime={creditNote.issuedAt}>
                    {formatIndiaDateLong(creditNote.issuedAt, locale)}
                  </time>
                </dd>
              </>
            ) : null}
            <dt className="text-slate-600">
              {creditNote ? t.againstInvoice : challan ? t.challanNumber : t.invoiceNumber}
            </dt>
            <dd className="font-mono font-semibold" data-testid="invoice-number">
              {order.invoiceNumber}
            </dd>
            <dt className="text-slate-600">{creditNote ? t.invoiceDate : t.date}</dt>
            <dd className="font-semibold">
              <time dateTime={order.placedAt}>{formatIndiaDateLong(order.placedAt, locale)}</time>
            </dd>
            <dt className="text-slate-600">{t.orderNumber}</dt>
            <dd className="font-mono font-semibold">{order.orderNumber}</dd>
          </dl>
        </div>
      </header>

      {creditNote ? (
        <p
          className="mt-6 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
          data-testid="credit-note-reason"
        >
          {creditNote.reason === "cancelled" ? t.reasonCancelled : t.reasonReturned}
        </p>
      ) : challan ? (
        <p className="mt-6 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200" data-testid="challan-note">
          {t.challanNote(challan)}
        </p>
      ) : order.status === "cancelled" ? (
        <p className="mt-6 rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200">
          {t.cancelled}
          {order.creditNotes[0] ? ` ${t.answeredBy(order.creditNotes[0].number)}` : null}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-bill-to">
          <h2 id="invoice-bill-to" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t.billTo}
          </h2>
          <address className="mt-2 text-sm leading-6 not-italic">
            {buyer ? (
              <>
                <span className="font-semibold">{buyer.name}</span>
                <br />
                <span data-testid="buyer-gstin">
                  {t.buyerGstin}
                  <span className="font-mono">{buyer.gstin}</span>
                </span>
                <br />
              </>
            ) : null}
            <span className={buyer ? undefined : "font-semibold"}>{shipping.name}</span>
            <br />
            {shipping.address}
            {shipping.address2 ? (
              <>
                <br />
                {shipping.address2}
              </>
            ) : null}
            <br />
            {shipping.city}, {shipping.state} {shipping.pincode}
            <br />
            {shipping.country}
            <br />
            {t.phone}
            {shipping.phone}
            <br />
            {shipping.email}
          </address>
        </section>
        <section aria-labelledby="invoice-payment">
          <h2 id="invoice-payment" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t.payment}
          </h2>
          <p className="mt-2 text-sm">
            {payment[order.paymentMethod]}:{" "}
            <span className="font-semibold">
              {order.paymentStatus === "paid" ? t.paid : order.status === "cancelled" ? t.notDue : t.pending}
            </span>
          </p>
          <p className="mt-1 text-sm" data-testid="place-of-supply">
            {t.placeOfSupply}
            <span className="font-semibold">{shippingState}</span>
          </p>
          <p className="mt-1 text-sm">{t.reverseCharge}</p>
        </section>
      </div>

      {/* Scrolls sideways on narrow screens, so it takes keyboard focus. */}
      <div className="mt-8 overflow-x-auto" tabIndex={0} role="region" aria-label={t.items}>
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t.itemsCaption}</caption>
          <thead className="border-b-2 border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                #
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.item}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.hsnSac}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.quantity}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.unitPrice}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.taxableValue}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.gst}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {figures.lines.map((line, index) => (
              <tr key={index} data-testid="invoice-line">
                <td className="py-2.5 pr-3 align-top text-slate-600">{index + 1}</td>
                <th scope="row" className="py-2.5 pr-3 align-top font-medium">
                  {describe(line)}
                </th>
                <td className="py-2.5 pr-3 align-top font-mono whitespace-nowrap">
                  {line.code.kind} {line.code.value}
                </td>
                <td className={cell}>
                  {line.quantity} {line.unit}
                </td>
                <td className={cell}>{money(line.unitPricePaise)}</td>
                <td className={cell}>{money(line.tax.taxablePaise)}</td>
                <td className={cell}>
                  {money(line.tax.taxPaise)}
                  <span className="block text-xs text-slate-600">
                    {intra
                      ? `${t.cgst} ${line.ratePct / 2}% + ${t.sgst} ${line.ratePct / 2}%`
                      : `${t.igst} ${line.ratePct}%`}
                  </span>
                </td>
                <td className={`${cell} pr-0 font-medium`}>{money(line.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:justify-between">
        <section aria-labelledby="invoice-gst" className="text-sm">
          <h2 id="invoice-gst" className="font-semibold">
            {t.taxSummary}
          </h2>
          <p className="text-slate-700">{t.gstIncluded}</p>
          <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="invoice-gst">
            <table className="text-sm" data-testid="tax-summary">
              <caption className="sr-only">{t.taxSummaryCaption}</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-1.5 pr-4 text-left font-semibold">
                    {t.rate}
                  </th>
                  <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                    {t.taxableValue}
                  </th>
                  {intra ? (
                    <>
                      <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                        {t.cgst}
                      </th>
                      <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                        {t.sgst}
                      </th>
                    </>
                  ) : (
                    <th scope="col" className="py-1.5 pr-4 text-right font-semibold">
                      {t.igst}
                    </th>
                  )}
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    {t.totalTax}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...figures.byRate, { ...figures.totals, ratePct: -1 }].map((row) => (
                  <tr
                    key={row.ratePct}
                    className={row.ratePct < 0 ? "border-t border-slate-300 font-semibold" : undefined}
                  >
                    <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                      {row.ratePct < 0 ? t.allRates : `${row.ratePct}%`}
                    </th>
                    <td className="py-1.5 pr-4 text-right tabular-nums">{money(row.taxablePaise)}</td>
                    {intra ? (
                      <>
                        <td className="py-1.5 pr-4 text-right tabular-nums">{money(row.cgstPaise)}</td>
                        <td className="py-1.5 pr-4 text-right tabular-nums">{money(row.sgstPaise)}</td>
                      </>
                    ) : (
                      <td className="py-1.5 pr-4 text-right tabular-nums">{money(row.igstPaise)}</td>
                    )}
                    <td className="py-1.5 text-right tabular-nums">{money(row.taxPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <dl className="grid w-full grid-cols-[1fr_auto] gap-y-1 self-start text-sm sm:w-auto sm:min-w-64 [&>dt]:pr-6">
          {order.discountPaise > 0 && !creditNote ? (
            <>
              <dt className="text-slate-700">{t.youSaved}</dt>
              <dd className="text-right whitespace-nowrap">{money(order.discountPaise)}</dd>
            </>
          ) : null}
          {creditNote ? null : (
            <>
              <dt className="text-slate-700">{t.shipping}</dt>
              <dd className="text-right">{t.free}</dd>
            </>
          )}
          <dt className="mt-2 border-t border-slate-300 pt-2 text-base font-bold">
            {creditNote ? t.totalCredited : t.total}
          </dt>
          <dd
            className="mt-2 border-t border-slate-300 pt-2 text-right text-base font-bold whitespace-nowrap"
            data-testid="invoice-total"
          >
            {money(figures.totalPaise)}
          </dd>
        </dl>
      </div>

      <div className="mt-10 flex justify-end">
        <p className="text-right text-sm">
          {t.forSeller(seller.name)}
          <span className="mt-10 block border-t border-slate-400 pt-1 font-semibold">
            {t.authorisedSignatory}
          </span>
        </p>
      </div>
      <footer className="mt-6 border-t border-slate-200 pt-4 text-xs text-slate-600">
        {t.footer(seller.name, seller.state)}
      </footer>
    </article>
  );
}
