import { buildUpiLink, upiQrSvg } from "~/modules/orders/upi";
import type { JobCard } from "~/modules/field-service/job-view";
import { findRateItem } from "~/modules/field-service/rate-card";
import { visitBill } from "~/modules/field-service/visit-bill";
import { billAsCharged, customerWork, estimateState } from "~/modules/field-service/visit-estimate";

import { isPaymentMethod } from "./job-card-action.server";
import type { BillStep } from "./components/job-bill";

/**
 * The bill for the labour and payment chosen on the job card (its query string), with the UPI link and QR
 * for the exact total; null until both are chosen (or when they do not fit this visit). A warranty visit
 * shows its bill once the work is chosen: the customer may have nothing to pay.
 */
export async function billStepFor(
  card: JobCard,
  search: URLSearchParams,
  payee: { upiVpa: string; upiPayeeName: string; merchantCode?: string },
): Promise<BillStep | null> {
  const labour = search.get("labour") ?? "";
  const pay = search.get("pay") ?? "";
  const method = isPaymentMethod(pay) ? pay : null;
  const claim = card.warrantyBrand !== null;
  const covered = claim || card.rework !== null || card.amc !== null;
  if (card.status !== "in_progress" || labour === "" || (method === null && !covered)) return null;
  const item = findRateItem(card.kind, card.appliance, labour);
  if (item === undefined) return null;
  const input = {
    kind: card.kind,
    labourPaise: item?.labourPaise ?? 0,
    parts: card.parts,
    claim,
    rework: card.rework,
    amc: card.amc,
  };
  const proposed = visitBill(input);
  const estimate = estimateState(proposed, item?.key ?? null, card.estimate);
  const estimatePaise = customerWork(proposed).totalPaise;
  const bill = billAsCharged(input, estimate);
  const answered = estimate === "not-needed" || estimate === "approved" || estimate === "declined";
  if (method !== "upi" || bill.totalPaise === 0 || !answered)
    return { labour, pay: method, bill, estimate, estimatePaise, upi: null };
  const link = buildUpiLink({
    vpa: payee.upiVpa,
    payeeName: payee.upiPayeeName,
    amountPaise: bill.totalPaise,
    orderNumber: card.reference,
    merchantCode: payee.merchantCode,
  });
  return { labour, pay: method, bill, estimate, estimatePaise, upi: { link, qrSvg: await upiQrSvg(link) } };
}
