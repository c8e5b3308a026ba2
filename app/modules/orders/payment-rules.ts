/**
 * The rules of recording money for an order, safe for the browser: the staff form checks with them before
 * sending, and the server decides with the same functions.
 */
import type { PaymentChannel } from "../../../db/enums";
import { isIsoDate } from "~/lib/india-time";
import { parseRupees } from "~/lib/money";

/** What the shopper is told on coming back from the gateway's payment page (?payment= on the confirmation). */
export const paymentOutcomes = ["paid", "processing", "failed", "cancelled", "unconfirmed"] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** How long an online order waits for its payment before it is cancelled and its stock released. */
export const onlinePaymentMinutes = 60;

/** A UPI transaction's UTR (its bank reference, RRN): 12 digits, as the payer's app and the bank show it. */
export function normaliseUtr(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** A card terminal's slip reference (approval code or invoice number): 4 to 30 letters and digits. */
export function normaliseSlip(value: string): string | null {
  const slip = value.replace(/\s/g, "").toUpperCase();
  return /^[A-Z0-9]{4,30}$/.test(slip) ? slip : null;
}

export const paymentFieldMessages = {
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
