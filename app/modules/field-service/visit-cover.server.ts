import type { BookingKind } from "../../../db/enums";
import type { Executor } from "../booking/slot-places.server";
import { amcOfVisit, type VisitAmc } from "~/modules/amc/amc-contracts.server";

import { reworkOfVisit, type VisitRework } from "./repair-rework.server";
import { claimedApplianceOfVisit, type ClaimAppliance } from "./warranty-claim-appliance.server";

/**
 * Who else pays for a visit: the brand, when its warranty covered the day it was booked (decision 047);
 * otherwise we do, for a repeat of our repair under its repair warranty (decision 057); otherwise the
 * appliance's maintenance contract, when one covered that day with a visit left (decision 052).
 */
export async function coverOfVisit(
  db: Executor,
  visit: {
    id: number;
    kind: BookingKind;
    createdAt: Date | string;
    applianceId: number | null;
    reworkOfId: number | null;
  },
  { lock = false } = {},
): Promise<{ claimed: ClaimAppliance | null; rework: VisitRework | null; amc: VisitAmc | null }> {
  const claimed = await claimedApplianceOfVisit(db, visit);
  if (claimed) return { claimed, rework: null, amc: null };
  const rework = await reworkOfVisit(db, visit);
  if (rework) return { claimed, rework, amc: null };
  return { claimed, rework, amc: await amcOfVisit(db, visit, { lock }) };
}
