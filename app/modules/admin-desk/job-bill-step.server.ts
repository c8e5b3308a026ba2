import { buildUpiLink, upiQrSvg } from "~/modules/orders/upi";
import type { JobCard } from "~/modules/field-service/job-view";
import { findRateItem } from "~/modules/field-service/rate-card";
import { visitBill } from "~/modules/field-service/visit-bill";

import { isPaymentMethod } from "./job-card-action.server";
import type { BillStep } from "./components/job-bill";

/**
 * The bill for the labour and payment chosen on the job card (its query string), with the UPI link and QR
 * for the exact total; null until both are chosen (or when they do not fit this visit).
 */
export async function billStepFor(
  card: JobCard,
  search: URLSearchParams,
  payee: { upiVpa: string; upiPayeeName: string; merchantCode?: string },
): Promise<BillStep | null> {
  const labour = search.get("labour") ?? "";
  const pay = search.get("pay") ?? "";
  if (card.status !== "in_progress" || labour === "" || !isPaymentMethod(pay)) return null;
  const item = findRateItem(card.kind, card.appliance, labour);
  if (item === undefined) return null;
  const bill = visitBill({ kind: card.kind, labourPaise: item?.labourPaise ?? 0, parts: card.parts });
  if (pay !== "upi" || bill.totalPaise === 0) return { labour, pay, bill, upi: null };
  const link = buildUpiLink({
    vpa: payee.upiVpa,
    payeeName: payee.upiPayeeName,
    amountPaise: bill.totalPaise,
    orderNumber: card.reference,
    merchantCode: payee.merchantCode,
  });
  return { labour, pay, bill, upi: { link, qrSvg: await upiQrSvg(link) } };
}
