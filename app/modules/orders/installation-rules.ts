/**
 * The installation (or demo) visit booked with an order: which products need one, what it costs, and the
 * days a visit can be chosen. Safe for the browser: checkout shows the same window the server checks.
 */
import type { InstallationNeed, VisitIssueMessage } from "../../../db/enums";
import { isIsoDate, todayInIndia } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";
import { isSlotName, isSunday, lastBookableDate, weekdaySlots } from "~/modules/booking/booking-slots";

import { estimatedDeliveryDate } from "./delivery-estimate";
import { installationBy } from "./installation-by";

/** The posted fields of checkout's installation visit. */
export type InstallationChoice = { date: string; slot: string };

/** The product page's line about installation, e.g. "Installation by our technicians: ₹1,499". */
export function installationOfferText(need: InstallationNeed, chargePaise: number): string | null {
  if (need === "none") return null;
  const what = need === "demo" ? "demo" : "installation";
  if (chargePaise <= 0) return `Free ${what} by our technicians`;
  const label = need === "demo" ? "Demo" : "Installation";
  return `${label} by our technicians: ${formatRupees(chargePaise)}`;
}

/** What an installation visit is for: its code and the products' titles, as stored with the booking. */
export function installationIssue(
  need: Exclude<InstallationNeed, "none">,
  titles: string,
): VisitIssueMessage {
  return { code: need === "demo" ? "demoOf" : "installationOf", titles };
}

/** The visit an order needs: installation when any product needs one, else a demo, else none. */
export function orderVisitNeed(needs: readonly InstallationNeed[]): InstallationNeed {
  if (needs.includes("installation")) return "installation";
  return needs.includes("demo") ? "demo" : "none";
}

/**
 * An order's installation charge: each unit that needs a paid installation is charged once (two split ACs
 * are two installations, done on one visit).
 */
export function installationChargeTotal(
  lines: readonly { installation: InstallationNeed; installationChargePaise: number; quantity: number }[],
): number {
  return lines.reduce(
    (sum, line) => sum + (line.installation === "none" ? 0 : line.installationChargePaise * line.quantity),
    0,
  );
}

/**
 * The days a visit can be chosen for an order placed now: from its estimated delivery date (the last day
 * of the delivery promise, so the appliance is there) to the end of the booking horizon.
 */
export function installationDates(now: Date, pincode: string): { first: string; last: string } {
  return { first: estimatedDeliveryDate(now, pincode), last: lastBookableDate(todayInIndia(now)) };
}

/** What is wrong with a visit's choice, and under which field to say it. */
type InstallationShapeProblem =
  | { field: "installBy"; code: "installByRequired" }
  | { field: "installDate"; code: "installDateRequired" | "installSunday" }
  | { field: "installSlot"; code: "installSlotRequired" };
export type InstallationProblem =
  InstallationShapeProblem | { field: "installDate"; code: "dateFrom" | "dateUntil"; date: string };

/**
 * The shape of checkout's answer for an order that needs installation or a demo (no clock): who installs
 * it, and when it is our technicians, our visit's day and slot.
 */
export function installationAnswerProblem(
  answer: Partial<InstallationChoice> & { by?: unknown },
): InstallationShapeProblem | null {
  const by = installationBy(answer.by);
  if (!by) return { field: "installBy", code: "installByRequired" };
  return by === "dealer" ? installationShapeProblem(answer) : null;
}

/** The shape of the choice alone (no clock): a date, not a Sunday, and one of the day's slots. */
function installationShapeProblem(choice: Partial<InstallationChoice>): InstallationShapeProblem | null {
  const date = choice.date?.trim() ?? "";
  if (!isIsoDate(date)) return { field: "installDate", code: "installDateRequired" };
  if (isSunday(date)) return { field: "installDate", code: "installSunday" };
  const slot = choice.slot?.trim() ?? "";
  if (!isSlotName(slot) || !weekdaySlots.includes(slot)) {
    return { field: "installSlot", code: "installSlotRequired" };
  }
  return null;
}

/** Everything the server checks before it reserves the place, the window included. */
export function installationProblem(
  choice: Partial<InstallationChoice> | undefined,
  now: Date,
  pincode: string,
): InstallationProblem | null {
  const shape = installationShapeProblem(choice ?? {});
  if (shape) return shape;
  const date = choice!.date!.trim();
  const { first, last } = installationDates(now, pincode);
  if (date < first) return { field: "installDate", code: "dateFrom", date: first };
  if (date > last) return { field: "installDate", code: "dateUntil", date: last };
  return null;
}
