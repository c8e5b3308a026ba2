// What the customer's pages and the back office show of maintenance plans and contracts. Safe for the browser.
import type { AmcContractStatus, AmcPaymentMethod } from "../../../db/enums";
import type { LineTax } from "~/modules/gst/line-tax";
import type { InvoiceSeller } from "~/modules/gst/seller";
import type { CheckoutForm } from "~/modules/payments/gateway";

export type AmcPlanView = {
  id: number;
  category: string;
  name: string;
  pricePaise: number;
  months: number;
  visitsIncluded: number;
  partsCovered: boolean;
  active: boolean;
};

/** The tax invoice of a paid contract (CGST Rule 46): one line under the repair SAC. */
export type AmcInvoiceView = {
  number: string;
  issuedAt: string;
  seller: InvoiceSeller;
  sac: string;
  placeOfSupply: string;
  tax: LineTax;
  ratePct: number;
  totalPaise: number;
};

export type AmcContractView = {
  contractNumber: string;
  status: AmcContractStatus;
  planName: string;
  pricePaise: number;
  months: number;
  visitsIncluded: number;
  visitsUsed: number;
  partsCovered: boolean;
  applianceTitle: string;
  serialNumber: string | null;
  name: string;
  phone: string;
  address: string;
  startsOn: string | null;
  endsOn: string | null;
  paymentMethod: AmcPaymentMethod | null;
  placedAt: string;
  invoice: AmcInvoiceView | null;
  /** While it waits for payment: how to pay it by UPI. */
  upi: { link: string; qrSvg: string } | null;
  /** While it waits for payment, on the customer's page, when online payment is set up. */
  online: CheckoutForm | null;
  /** The customer asked for reminders and has not stopped them. */
  remindersOn: boolean;
};
