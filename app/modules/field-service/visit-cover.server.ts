import type { BookingKind } from "../../../db/enums";
import type { Executor } from "../booking/slot-places.server";
import { amcOfVisit, type VisitAmc } from "~/modules/amc/amc-contracts.server";

import { claimedApplianceOfVisit, type ClaimAppliance } from "./warranty-claim-appliance.server";

/**
 * Who else pays for a visit: the brand, when its warranty covered the day it was booked (decision 047);
 * otherwise the appliance's maintenance contract, when one covered that day with a visit left (decision 052).
 */
export async function coverOfVisit(
  db: Executor,
  visit: { id: number; kind: BookingKind; createdAt: Date | string; applianceId: number | null },
  { lock = false } = {},
): Promise<{ claimed: ClaimAppliance | null; amc: VisitAmc | null }> {
  const claimed = await claimedApplianceOfVisit(db, visit);
  return { claimed, amc: claimed ? null : await amcOfVisit(db, visit, { lock }) };
}
