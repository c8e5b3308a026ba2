/**
 * The bill of a technician's visit, computed the same way on the job card and when the visit completes.
 * Safe for the browser. GST (CGST 9% + SGST 9%) is added on labour and parts, rounded to the paisa as the
 * shop's invoices round; the visit charge is an inspection fee, dropped when work goes ahead.
 */
import { serviceGstRatePct } from "~/lib/gst";

import { visitCharge } from "../booking/service-rules";

export const chooseWorkMessage = "Please choose the work done from the rate card.";
export const choosePaymentMessage = "Please choose how the customer paid: cash or UPI.";

type BillPart = { unitPricePaise: number; quantity: number };

export type VisitBillInput = {
  kind: "repair" | "installation";
  labourPaise: number;
  parts: readonly BillPart[];
};

export type VisitBill = {
  /** What the visit charge would be; an installation's visit was paid with the order. */
  visitChargeListedPaise: number;
  /** The visit charge on the bill: 0 when waived. */
  visitChargePaise: number;
  visitChargeWaived: boolean;
  labourPaise: number;
  partsPaise: number;
  gstPaise: number;
  totalPaise: number;
};

export function visitBill({ kind, labourPaise, parts }: VisitBillInput): VisitBill {
  const partsPaise = parts.reduce((sum, part) => sum + part.unitPricePaise * part.quantity, 0);
  const workGoesAhead = labourPaise > 0 || partsPaise > 0;
  const visitChargeListedPaise = kind === "installation" ? 0 : visitCharge.paise;
  const visitChargeWaived = visitChargeListedPaise > 0 && workGoesAhead && visitCharge.waivedWithRepair;
  const visitChargePaise = visitChargeWaived ? 0 : visitChargeListedPaise;
  const gstPaise = Math.round(((labourPaise + partsPaise) * serviceGstRatePct) / 100);
  return {
    visitChargeListedPaise,
    visitChargePaise,
    visitChargeWaived,
    labourPaise,
    partsPaise,
    gstPaise,
    totalPaise: visitChargePaise + labourPaise + partsPaise + gstPaise,
  };
}
