/**
 * The rules of an annual maintenance contract (decision 052), the same for the customer's page, the back
 * office and the visit's bill. Safe for the browser; dates are India dates (YYYY-MM-DD).
 */
import { addDays } from "~/lib/india-time";
import { generateOrderNumber } from "~/modules/orders/order-number";
import { warrantyEndDate } from "~/modules/appliances/warranty-rules";

/** A contract may be renewed this many days before the running one ends; the new one starts the day after. */
export const amcRenewalDays = 30;

/** 'AMC-', the India date and six symbols, drawn like an order number. */
export function generateAmcNumber(now: Date = new Date()): string {
  return generateOrderNumber(now).replace(/^ORD-/, "AMC-");
}

export const amcNumberPattern = /^AMC-\d{6}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/** The first and last day of cover of a contract paid on `today`, after the appliance's running contract. */
export function amcTerm(
  today: string,
  months: number,
  runningEndsOn: string | null,
): { startsOn: string; endsOn: string } {
  const startsOn = runningEndsOn && runningEndsOn >= today ? addDays(runningEndsOn, 1) : today;
  return { startsOn, endsOn: warrantyEndDate(startsOn, months) };
}

/** Why an appliance cannot get a new contract now, or null when it can. */
export function amcBuyRefusal(
  contracts: readonly { status: "pending" | "active" | "cancelled"; endsOn: string | null }[],
  today: string,
): "pending" | "running" | null {
  if (contracts.some((contract) => contract.status === "pending")) return "pending";
  const renewFrom = addDays(today, amcRenewalDays);
  const running = contracts.some(
    (contract) => contract.status === "active" && contract.endsOn !== null && contract.endsOn > renewFrom,
  );
  return running ? "running" : null;
}

/** Whether a contract covers a visit booked on `bookedOn`, with `used` of its visits already taken. */
export function amcCovers(
  contract: { status: string; startsOn: string | null; endsOn: string | null; visitsIncluded: number },
  bookedOn: string,
  used: number,
): boolean {
  return (
    contract.status === "active" &&
    contract.startsOn !== null &&
    contract.endsOn !== null &&
    contract.startsOn <= bookedOn &&
    bookedOn <= contract.endsOn &&
    used < contract.visitsIncluded
  );
}
