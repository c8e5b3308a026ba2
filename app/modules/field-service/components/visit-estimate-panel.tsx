import { lazy, Suspense } from "react";
import { useNavigation } from "react-router";

import { Form } from "~/i18n/link";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { rateCardMessages } from "~/modules/field-service/texts/en/rate-card";
import { useText } from "~/i18n/text";
import { serviceGstRatePct } from "~/lib/gst";
import { formatRupeesWithPaise } from "~/lib/money";
import { HiddenFields, primaryActionClass } from "~/components/ui/action-panel";

import type { PaymentOutcome } from "~/modules/orders/payment-rules";

import type { CheckoutForm } from "~/modules/payments/gateway";

import type { CustomerEstimate } from "../job-view";

/** Paying a claim's bill online loads only where a bill waits for it (the server renders it in place). */
const RebillPayOnline = lazy(() =>
  import("./rebill-pay-online").then((module) => ({ default: module.RebillPayOnline })),
);

/** The online payment of a rejected claim's bill: its form while it waits, and what the gateway said. */
export type RebillPay = { checkout: CheckoutForm | null; outcome: PaymentOutcome | null };

export const approveEstimateIntent = "estimate-approve";
export const declineEstimateIntent = "estimate-decline";
export const approveRebillIntent = "rebill-approve";
export const declineRebillIntent = "rebill-decline";

const row = "flex justify-between gap-3 py-2";
const declineClass =
  "inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-ring disabled:opacity-70";
const money = formatRupeesWithPaise;

/**
 * The technician's estimate as the customer reads it (decision 048): each line with its amount, the code to
 * approve on the spot, and their own Approve and Decline; once answered, what they chose. With `rebill`, the
 * bill of a warranty claim the manufacturer rejected, put to the customer the same way (decision 055).
 */
export function VisitEstimatePanel({
  estimate,
  pair,
  answer,
  rebill = null,
}: {
  estimate: CustomerEstimate & { visitChargePaise?: number };
  pair: { reference: string; phone: string };
  /** Set when the page was opened from the estimate's link (or the customer signed in with the number). */
  answer: { linkToken: string | null } | null;
  rebill?: { reason: string; paid: boolean; pay?: RebillPay } | null;
}) {
  const t = useText(trackServiceText);
  const jobs: Record<string, string> = useText(rateCardMessages);
  const posting = useNavigation().formData?.get("intent");
  const [approveIntent, declineIntent] = rebill
    ? [approveRebillIntent, declineRebillIntent]
    : [approveEstimateIntent, declineEstimateIntent];
  const busy = posting === approveIntent || posting === declineIntent;
  const job = (estimate.labourKey !== null ? jobs[estimate.labourKey] : undefined) ?? estimate.labourItem;
  const titleId = rebill ? "rebill-title" : "estimate-title";
  const answered =
    estimate.status === "declined"
      ? rebill
        ? t.rebillDeclined
        : t.estimateDeclined
      : rebill
        ? rebill.paid
          ? t.rebillPaid
          : t.rebillApproved
        : t.estimateApproved;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {rebill ? t.rebillTitle : t.estimateTitle}
      </h2>
      {rebill ? (
        <p className="mt-1 text-slate-700">{t.rebillLead(rebill.reason)}</p>
      ) : estimate.status === "sent" ? (
        <p className="mt-1 text-slate-700">{t.estimateLead}</p>
      ) : null}
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {estimate.visitChargePaise ? (
          <div className={row}>
            <dt>{t.visitCharge}</dt>
            <dd className="tabular-nums">{money(estimate.visitChargePaise)}</dd>
          </div>
        ) : null}
        {estimate.labourPaise > 0 ? (
          <div className={row}>
            <dt>{job ? `${t.labour}: ${job}` : t.labour}</dt>
            <dd className="tabular-nums">{money(estimate.labourPaise)}</dd>
          </div>
        ) : null}
        {estimate.parts.map((part, index) => (
          <div key={`${index}-${part.name}`} className={row}>
            <dt>
              {part.name} × {part.quantity}
            </dt>
            <dd className="tabular-nums">{money(part.unitPricePaise * part.quantity)}</dd>
          </div>
        ))}
        <div className={row}>
          <dt>{t.gst(serviceGstRatePct)}</dt>
          <dd className="tabular-nums">{money(estimate.gstPaise)}</dd>
        </div>
        <div className={`${row} text-base font-bold text-slate-900`}>
          <dt>{t.estimateTotal}</dt>
          <dd className="tabular-nums" data-testid="estimate-total">
            {money(estimate.totalPaise)}
          </dd>
        </div>
      </dl>
      {estimate.status !== "sent" ? (
        <>
          <p role="status" className="mt-3 rounded-lg bg-slate-50 p-3 font-semibold text-slate-900">
            {answered}
          </p>
          {rebill?.pay && (rebill.pay.outcome || (rebill.pay.checkout && !rebill.paid)) ? (
            <Suspense fallback={null}>
              <RebillPayOnline
                checkout={rebill.paid ? null : rebill.pay.checkout}
                outcome={rebill.pay.outcome}
                totalPaise={estimate.totalPaise}
              />
            </Suspense>
          ) : null}
        </>
      ) : answer === null ? (
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-slate-900">
          {rebill ? t.rebillFromMessage : t.estimateFromMessage}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700">
            {rebill ? t.rebillDeclineNote : t.estimateDeclineNote}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <HiddenFields values={answer.linkToken ? { ...pair, t: answer.linkToken } : pair} />
            <button
              type="submit"
              name="intent"
              value={approveIntent}
              disabled={busy}
              className={primaryActionClass}
            >
              {rebill ? t.approveRebill : t.approveEstimate}
            </button>
            <button
              type="submit"
              name="intent"
              value={declineIntent}
              disabled={busy}
              className={declineClass}
            >
              {t.declineEstimate}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
