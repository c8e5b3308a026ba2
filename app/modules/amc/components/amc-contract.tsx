import { buttonClass } from "~/components/ui/button-styles";
import { Form } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatFullDate, formatIndiaDateTime } from "~/lib/india-time";
import { formatRupees, formatRupeesWithPaise } from "~/lib/money";

import type { PaymentOutcome } from "~/modules/orders/payment-rules";

import type { AmcContractView, AmcInvoiceView } from "../amc-view";
import { amcText } from "../texts/en/amc";
import { AmcPaymentOutcome, AmcPayOnline } from "./amc-pay-online";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const cell = "py-2 pl-3 text-right align-top whitespace-nowrap tabular-nums";

function qrSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** A maintenance contract as its customer sees it: how to pay it, or its cover, visits left and invoice. */
export function AmcContractPanel({
  contract,
  stopFields,
  stopped,
  paymentOutcome,
  busy,
}: {
  contract: AmcContractView;
  /** The fields that name the contract, posted back to stop its reminders. */
  stopFields: [string, string][];
  stopped: boolean;
  /** What happened on the gateway's payment page, when the customer just came back from it. */
  paymentOutcome: PaymentOutcome | null;
  busy: boolean;
}) {
  const t = useText(amcText);
  const locale = useLocale();
  return (
    <>
      <section aria-labelledby="amc-contract-title" className={card}>
        <h2 id="amc-contract-title" className="text-xl font-semibold text-slate-900">
          {t.contractTitle(contract.contractNumber)}
        </h2>
        <p className="mt-1 text-slate-700">
          {contract.planName} · {contract.applianceTitle}
          {contract.serialNumber ? `, ${t.serial} ${contract.serialNumber}` : ""}
        </p>
        {paymentOutcome ? (
          <div className="mt-4">
            <AmcPaymentOutcome outcome={paymentOutcome} />
          </div>
        ) : null}
        {contract.status === "active" && contract.startsOn && contract.endsOn ? (
          <>
            <p
              role="status"
              className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200"
            >
              {t.activeTitle}
            </p>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-600">{t.coverFrom}</dt>
                <dd className="font-semibold text-slate-900">{formatFullDate(contract.startsOn, locale)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t.coverUntil}</dt>
                <dd className="font-semibold text-slate-900" data-testid="amc-until">
                  {formatFullDate(contract.endsOn, locale)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t.visits(contract.visitsIncluded)}</dt>
                <dd className="font-semibold text-slate-900" data-testid="amc-visits-left">
                  {t.visitsLeft(contract.visitsIncluded - contract.visitsUsed, contract.visitsIncluded)}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-700">{t.bookVisit}</p>
          </>
        ) : contract.status === "cancelled" ? (
          <p className="mt-4 rounded-lg bg-slate-100 p-3 text-slate-800">{t.cancelledTitle}</p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">{t.keepLink}</p>
        {stopped ? (
          <p role="status" className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
            {t.remindersStopped}
          </p>
        ) : contract.remindersOn && contract.status !== "cancelled" ? (
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <input type="hidden" name="intent" value="stop-reminders" />
            {stopFields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {t.remindersOn}
            <button type="submit" disabled={busy} className={buttonClass({ variant: "secondary" })}>
              {t.stopReminders}
            </button>
          </Form>
        ) : null}
      </section>
      {/* an approved payment is being settled: a second one would charge twice */}
      {contract.status === "pending" && contract.upi && paymentOutcome !== "processing" ? (
        <section aria-labelledby="amc-pay-title" className={`${card} border-2 border-brand-600`}>
          <h2 id="amc-pay-title" className="text-xl font-bold text-slate-900">
            {t.pendingTitle}
          </h2>
          {contract.online ? (
            <AmcPayOnline checkout={contract.online} pricePaise={contract.pricePaise} />
          ) : null}
          <p className="mt-1 text-slate-700">{t.pendingLead}</p>
          <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row">
            <img
              src={qrSource(contract.upi.qrSvg)}
              alt={t.upiQrAlt}
              width={200}
              height={200}
              className="size-48 rounded-lg ring-1 ring-slate-200"
            />
            <div className="grid gap-3">
              <p>
                {t.amountToPay}{" "}
                <strong className="text-2xl text-slate-900" data-testid="amc-amount">
                  {formatRupees(contract.pricePaise)}
                </strong>
              </p>
              <a
                href={contract.upi.link}
                className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-ring"
              >
                {t.payWithUpiApp}
              </a>
              <p className="text-sm text-slate-700">{t.orCounter}</p>
            </div>
          </div>
        </section>
      ) : null}
      {contract.invoice ? <AmcInvoice invoice={contract.invoice} contract={contract} /> : null}
    </>
  );
}

/** The contract's tax invoice (CGST Rule 46): seller and GSTIN, recipient, place of supply, the SAC line and its tax. */
function AmcInvoice({ invoice, contract }: { invoice: AmcInvoiceView; contract: AmcContractView }) {
  const t = useText(amcText);
  const locale = useLocale();
  const money = formatRupeesWithPaise;
  const inter = invoice.tax.igstPaise > 0;
  const half = invoice.ratePct / 2;
  return (
    <section aria-labelledby="amc-invoice-title" className={card}>
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t.taxInvoice}</p>
      <h2 id="amc-invoice-title" className="text-lg font-bold text-slate-900">
        {t.invoiceTitle(invoice.number)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.issued(formatIndiaDateTime(invoice.issuedAt, locale))}</p>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <p>
          <span className="font-semibold">{invoice.seller.name}</span>
          <br />
          {invoice.seller.address}
          <br />
          {t.gstin} <span className="font-mono">{invoice.seller.gstin}</span>
          {invoice.seller.gstinSample ? <span className="ml-1 text-red-800">{t.gstinSample}</span> : null}
        </p>
        <p>
          <span className="font-semibold">{t.billTo}</span> {contract.name}
          <br />
          {contract.address}
          <br />
          {t.placeOfSupply} {invoice.placeOfSupply}
        </p>
      </div>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={t.taxInvoice}>
        <table className="w-full min-w-[34rem] text-sm">
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
              {inter ? (
                <th scope="col" className="py-2 pl-3 text-right font-semibold">
                  {t.igst(invoice.ratePct)}
                </th>
              ) : (
                <>
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    {t.cgst(half)}
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    {t.sgst(half)}
                  </th>
                </>
              )}
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="py-2 text-left font-normal text-slate-700">
                {t.contractLine(contract.planName, contract.applianceTitle)}
              </th>
              <td className="py-2 pl-3 font-mono">{invoice.sac}</td>
              <td className={cell}>{money(invoice.tax.taxablePaise)}</td>
              {inter ? (
                <td className={cell}>{money(invoice.tax.igstPaise)}</td>
              ) : (
                <>
                  <td className={cell}>{money(invoice.tax.cgstPaise)}</td>
                  <td className={cell}>{money(invoice.tax.sgstPaise)}</td>
                </>
              )}
              <td className={cell} data-testid="amc-invoice-total">
                {money(invoice.totalPaise)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-right text-sm">
        {t.forSeller(invoice.seller.name)} · <span className="font-semibold">{t.authorisedSignatory}</span>
      </p>
    </section>
  );
}
