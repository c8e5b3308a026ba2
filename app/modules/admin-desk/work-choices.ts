import type { BookingKind } from "../../../db/enums";
import { noLabourKey, rateCardFor, type RateCardItem } from "~/modules/field-service/rate-card";

/** The work a visit may be billed for, sent with the page so the browser does not load the rate card. */
export type WorkChoices = { items: readonly RateCardItem[]; noLabourKey: string };

export function workChoicesFor(booking: { kind: BookingKind; appliance: string }): WorkChoices {
  return { items: rateCardFor(booking.kind, booking.appliance), noLabourKey };
}
