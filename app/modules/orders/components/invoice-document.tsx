import { installationVisitText } from "~/modules/booking/texts/en/installation-visit";
import { invoiceText } from "~/modules/orders/texts/en/invoice";
import { paymentLabelsText } from "~/modules/orders/texts/en/payment-labels";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { dealer, fullAddress } from "~/lib/dealer";
import { gstRatePct } from "~/lib/gst";
import { formatIndiaDateLong } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";

import { visitIssueText } from "~/modules/booking/installation-visit";
import { gstIncluded } from "../invoice-tax";
import type { OrderView } from "../order-view";

export type InvoiceSeller = {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string;
  state: string;
};

/** The dealer's public details; pages pass invoiceSeller() so a GSTIN set in the environment is printed. */
export const defaultSeller: InvoiceSeller = {
  name: dealer.name,
  address: fullAddress,
  phone: dealer.phone,
  email: dealer.email,
  gstin: dealer.gstin,
  state: dealer.state,
};

/**
 * A printable tax invoice for one order: the storefront's /invoice (English or Tamil headings) and the back
 * office's invoice page (English). Prices include GST; the taxable value and the GST inside the total are
 * shown (decision 008).
 */
export function InvoiceDocument({
  order,
  seller = defaultSeller,
}: {
  order: Omit<OrderView, "upi">;
  seller?: InvoiceSeller;
}) {
  const t = useText(invoiceText);
  const payment = useText(paymentLabelsText);
  const visitText = useText(installationVisitText);
  const locale = useLocale();
  const tax = gstIncluded(order.totalPaise);
  const half = gstRatePct / 2;
  const { shipping } = order;
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
            <span className="font-semibold">{t.gstin}</span> <span className="font-mono">{seller.gstin}</span>
          </p>
        </div>
        <div className="sm:text-right">
          <h1 id="invoice-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t.title}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:justify-end">
            <dt className="text-slate-600">{t.invoiceNumber}</dt>
            <dd className="font-mono font-semibold">{order.invoiceNumber}</dd>
            <dt className="text-slate-600">{t.orderNumber}</dt>
            <dd className="font-mono font-semibold">{order.orderNumber}</dd>
            <dt className="text-slate-600">{t.date}</dt>
            <dd className="font-semibold">
              <time dateTime={order.placedAt}>{formatIndiaDateLong(order.placedAt, locale)}</time>
            </dd>
          </dl>
        </div>
      </header>

      {order.status === "cancelled" ? (
        <p className="mt-6 rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-200">
          {t.cancelled}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-bill-to">
          <h2 id="invoice-bill-to" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t.billTo}
          </h2>
          <address className="mt-2 text-sm leading-6 not-italic">
            <span className="font-semibold">{shipping.name}</span>
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
          <p className="mt-1 text-sm">
            {t.placeOfSupply}
            {shipping.state}
          </p>
        </section>
      </div>

      {/* Scrolls sideways on narrow screens, so it takes keyboard focus. */}
      <div className="mt-8 overflow-x-auto" tabIndex={0} role="region" aria-label={t.items}>
        <table className="w-full min-w-[19rem] text-left text-sm">
          <caption className="sr-only">{t.itemsCaption}</caption>
          <thead className="border-b-2 border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell print:table-cell">
                #
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.item}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.quantity}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.unitPrice}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {order.lines.map((line, index) => (
              <tr key={line.productId}>
                <td className="hidden py-2.5 pr-3 align-top text-slate-600 sm:table-cell print:table-cell">
                  {index + 1}
                </td>
                <th scope="row" className="py-2.5 pr-3 align-top font-medium">
                  {line.title}
                </th>
                <td className="py-2.5 pr-3 text-right align-top">{line.quantity}</td>
                <td className="py-2.5 pr-3 text-right align-top whitespace-nowrap">
                  {formatRupeesWithPaise(line.unitPricePaise)}
                </td>
                <td className="py-2.5 text-right align-top font-medium whitespace-nowrap">
                  {formatRupeesWithPaise(line.lineTotalPaise)}
                </td>
              </tr>
            ))}
            {order.installationChargePaise > 0 ? (
              <tr data-testid="invoice-installation">
                <td className="hidden py-2.5 pr-3 align-top text-slate-600 sm:table-cell print:table-cell">
                  {order.lines.length + 1}
                </td>
                <th scope="row" className="py-2.5 pr-3 align-top font-medium">
                  {t.service(
                    order.installation ? visitIssueText(order.installation, visitText) : t.installation,
                  )}
                </th>
                <td className="py-2.5 pr-3 text-right align-top">1</td>
                <td className="py-2.5 pr-3 text-right align-top whitespace-nowrap">
                  {formatRupeesWithPaise(order.installationChargePaise)}
                </td>
                <td className="py-2.5 text-right align-top font-medium whitespace-nowrap">
                  {formatRupeesWithPaise(order.installationChargePaise)}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:justify-between">
        <section aria-labelledby="invoice-gst" className="text-sm sm:max-w-xs">
          <h2 id="invoice-gst" className="font-semibold">
            {t.gstIncluded}
          </h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt className="text-slate-700">{t.taxableValue}</dt>
            <dd className="text-right whitespace-nowrap">{formatRupeesWithPaise(tax.taxablePaise)}</dd>
            <dt className="text-slate-700">{t.cgst(half)}</dt>
            <dd className="text-right whitespace-nowrap">{formatRupeesWithPaise(tax.cgstPaise)}</dd>
            <dt className="text-slate-700">{t.sgst(half)}</dt>
            <dd className="text-right whitespace-nowrap">{formatRupeesWithPaise(tax.sgstPaise)}</dd>
            <dt className="text-slate-700">{t.totalGst}</dt>
            <dd className="text-right whitespace-nowrap">{formatRupeesWithPaise(tax.gstPaise)}</dd>
          </dl>
        </section>
        <dl className="grid w-full grid-cols-[1fr_auto] gap-y-1 self-start text-sm sm:w-auto sm:min-w-64 [&>dt]:pr-6">
          <dt className="text-slate-700">{t.subtotal}</dt>
          <dd className="text-right whitespace-nowrap">{formatRupeesWithPaise(order.totalPaise)}</dd>
          {order.discountPaise > 0 ? (
            <>
              <dt className="text-slate-700">{t.youSaved}</dt>
              <dd className="text-right whitespace-nowrap">{formatRupeesWithPaise(order.discountPaise)}</dd>
            </>
          ) : null}
          <dt className="text-slate-700">{t.shipping}</dt>
          <dd className="text-right">{t.free}</dd>
          <dt className="mt-2 border-t border-slate-300 pt-2 text-base font-bold">{t.total}</dt>
          <dd className="mt-2 border-t border-slate-300 pt-2 text-right text-base font-bold whitespace-nowrap">
            {formatRupeesWithPaise(order.totalPaise)}
          </dd>
        </dl>
      </div>

      <footer className="mt-10 border-t border-slate-200 pt-4 text-xs text-slate-600">
        {t.footer(seller.name, seller.state)}
      </footer>
    </article>
  );
}
