/**
 * The rules of recording money for an order, safe for the browser: the staff form checks with them before
 * sending, and the server decides with the same functions.
 */
import type { PaymentChannel } from "../../../db/enums";
import { isIsoDate } from "~/lib/india-time";
import { formatRupeesWithPaise, parseRupees } from "~/lib/money";

/** What the shopper is told on coming back from the gateway's payment page (?payment= on the confirmation). */
export const paymentOutcomes = ["paid", "processing", "failed", "cancelled", "unconfirmed"] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** A UPI transaction's UTR (its bank reference, RRN): 12 digits, as the payer's app and the bank show it. */
export function normaliseUtr(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** A card terminal's slip reference (approval code or invoice number): 4 to 30 letters and digits. */
function normaliseSlip(value: string): string | null {
  const slip = value.replace(/\s/g, "").toUpperCase();
  return /^[A-Z0-9]{4,30}$/.test(slip) ? slip : null;
}

const paymentFieldMessages = {
  channel: "Choose how the money was received.",
  utr: "Enter the 12-digit UTR from the UPI payment (the bank reference the payer's app shows).",
  slip: "Enter the card slip's approval code or invoice number (4 to 30 letters and digits).",
  amount: "Enter the amount received in rupees, like 13104 or 13104.50.",
  amountTooLarge: "That is more than twice what is due: check the amount.",
  receivedOn: "Enter the day the money arrived: not before the order was placed and not after today.",
} as const;

export type PaymentEntry = {
  channel: Exclude<PaymentChannel, "gateway">;
  amountPaise: number;
  reference: string | null;
  receivedOn: string;
};

export type PaymentEntryInput = {
  channel?: string;
  amount?: string;
  reference?: string;
  receivedOn?: string;
};

/**
 * Reads the staff's payment form: how it came, the amount (at most twice what is still due, a guard against
 * a typing slip), the UTR or slip and the day. Field messages name what to fix.
 */
export function readPaymentEntry(
  input: PaymentEntryInput,
  { duePaise, placedOn, today }: { duePaise: number; placedOn: string; today: string },
):
  | { ok: true; entry: PaymentEntry }
  | { ok: false; errors: Partial<Record<keyof PaymentEntryInput, string>> } {
  const errors: Partial<Record<keyof PaymentEntryInput, string>> = {};
  const channel = input.channel;
  if (channel !== "cash" && channel !== "upi" && channel !== "card")
    errors.channel = paymentFieldMessages.channel;
  const amountPaise = parseRupees(input.amount ?? "", 2 * Math.max(duePaise, 100));
  if (amountPaise === null) {
    errors.amount =
      parseRupees(input.amount ?? "", Number.MAX_SAFE_INTEGER) === null
        ? paymentFieldMessages.amount
        : paymentFieldMessages.amountTooLarge;
  }
  let reference: string | null = null;
  if (channel === "upi") {
    reference = normaliseUtr(input.reference ?? "");
    if (!reference) errors.reference = paymentFieldMessages.utr;
  } else if (channel === "card") {
    reference = normaliseSlip(input.reference ?? "");
    if (!reference) errors.reference = paymentFieldMessages.slip;
  }
  const receivedOn = (input.receivedOn ?? "").trim();
  if (!isIsoDate(receivedOn) || receivedOn < placedOn || receivedOn > today) {
    errors.receivedOn = paymentFieldMessages.receivedOn;
  }
  if (Object.keys(errors).length > 0 || amountPaise === null) return { ok: false, errors };
  return {
    ok: true,
    entry: { channel: channel as PaymentEntry["channel"], amountPaise, reference, receivedOn },
  };
}

/** A bank transfer's reference (NEFT/IMPS/RTGS UTR): 6 to 22 letters and digits. */
function normaliseBankReference(value: string): string | null {
  const reference = value.replace(/\s/g, "").toUpperCase();
  return /^[A-Z0-9]{6,22}$/.test(reference) ? reference : null;
}

const refundFieldMessages = {
  channel: "Choose how the money goes back.",
  amount: "Enter the amount to refund in rupees, like 4299 or 4299.50.",
  tooMuch: (most: string) => `A refund cannot be more than what is due back: at most ${most}.`,
  utr: "Enter the 12-digit UTR of the UPI transfer you sent.",
  bank: "Enter the NEFT or IMPS reference of the transfer (6 to 22 letters and digits).",
  refundedOn: "Enter the day the money was sent: not before the order was placed and not after today.",
} as const;

export type RefundEntry =
  | { channel: "gateway"; amountPaise: number }
  | { channel: "cash" | "upi" | "bank"; amountPaise: number; reference: string | null; refundedOn: string };

export type RefundEntryInput = { channel?: string; amount?: string; reference?: string; refundedOn?: string };

/**
 * Reads the staff's refund form: through the gateway (only for an order paid through it), or money sent in
 * cash, by UPI (its UTR) or by bank transfer (its reference) on a day; never more than is due back.
 */
export function readRefundEntry(
  input: RefundEntryInput,
  {
    duePaise,
    gatewayPaid,
    placedOn,
    today,
  }: { duePaise: number; gatewayPaid: boolean; placedOn: string; today: string },
): { ok: true; entry: RefundEntry } | { ok: false; errors: Partial<Record<keyof RefundEntryInput, string>> } {
  const errors: Partial<Record<keyof RefundEntryInput, string>> = {};
  const channel = input.channel;
  const manual = channel === "cash" || channel === "upi" || channel === "bank";
  if (!manual && !(channel === "gateway" && gatewayPaid)) errors.channel = refundFieldMessages.channel;
  const amountPaise = parseRupees(input.amount ?? "", Number.MAX_SAFE_INTEGER);
  if (amountPaise === null) errors.amount = refundFieldMessages.amount;
  else if (amountPaise > duePaise)
    errors.amount = refundFieldMessages.tooMuch(formatRupeesWithPaise(duePaise));
  let reference: string | null = null;
  if (channel === "upi") {
    reference = normaliseUtr(input.reference ?? "");
    if (!reference) errors.reference = refundFieldMessages.utr;
  } else if (channel === "bank") {
    reference = normaliseBankReference(input.reference ?? "");
    if (!reference) errors.reference = refundFieldMessages.bank;
  }
  const refundedOn = (input.refundedOn ?? "").trim();
  if (manual && (!isIsoDate(refundedOn) || refundedOn < placedOn || refundedOn > today)) {
    errors.refundedOn = refundFieldMessages.refundedOn;
  }
  if (Object.keys(errors).length > 0 || amountPaise === null) return { ok: false, errors };
  return {
    ok: true,
    entry: manual ? { channel, amountPaise, reference, refundedOn } : { channel: "gateway", amountPaise },
  };
}
