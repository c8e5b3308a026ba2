import type { BookingKind } from "../../../db/enums";
import { noLabourKey, rateCardFor, type RateCardItem } from "~/modules/field-service/rate-card";

/**
 * The work a visit may be billed for, sent with the page so the browser does not load the rate card, and the
 * brand a warranty visit is claimed from (null when the customer pays for everything).
 */
export type WorkChoices = {
  items: readonly RateCardItem[];
  noLabourKey: string;
  warrantyBrand: string | null;
  /** The repair this visit repeats for free under our repair warranty (decision 057). */
  reworkOf: string | null;
  /** The maintenance contract that pays for the visit when the brand does not. */
  amcNumber: string | null;
};

export function workChoicesFor(
  booking: { kind: BookingKind; appliance: string },
  cover: { warrantyBrand: string | null; reworkOf: string | null; amcNumber: string | null },
): WorkChoices {
  return { items: rateCardFor(booking.kind, booking.appliance), noLabourKey, ...cover };
}
