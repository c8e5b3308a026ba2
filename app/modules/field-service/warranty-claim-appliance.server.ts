import { eq } from "drizzle-orm";

import type { BookingKind } from "../../../db/enums";
import { appliances, brands, products } from "../../../db/schema";
import { todayInIndia } from "~/lib/india-time";
import type { Executor } from "../booking/slot-places.server";

import { isWarrantyClaimVisit } from "./warranty-claim-rules";

export type ClaimAppliance = { warrantyUntil: string; brandSlug: string; brandName: string };

/** The manufacturer's warranty and the brand of a sold unit: what a warranty claim is made out to. */
async function claimApplianceOf(db: Executor, applianceId: number): Promise<ClaimAppliance | null> {
  const [row] = await db
    .select({ warrantyUntil: appliances.warrantyUntil, brandSlug: brands.slug, brandName: brands.name })
    .from(appliances)
    .innerJoin(products, eq(products.id, appliances.productId))
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(eq(appliances.id, applianceId));
  return row ?? null;
}

/** The appliance whose brand a visit is claimed from, when the visit is a warranty claim; null otherwise. */
export async function claimedApplianceOfVisit(
  db: Executor,
  visit: { kind: BookingKind; createdAt: Date | string; applianceId: number | null },
): Promise<ClaimAppliance | null> {
  if (visit.applianceId === null) return null;
  const appliance = await claimApplianceOf(db, visit.applianceId);
  return isWarrantyClaimVisit(
    { kind: visit.kind, bookedOn: todayInIndia(new Date(visit.createdAt)) },
    appliance,
  )
    ? appliance
    : null;
}
