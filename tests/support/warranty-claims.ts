/** Warranty claims for tests: an owner and a technician, the brand's GST registration, a repair claimed from it. */
import crypto from "node:crypto";

import { expect } from "vitest";

import type { Database, DatabaseHandle } from "../../db/client.server";
import { brands, spareParts, technicians } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import { completeVisit } from "../../app/modules/field-service/complete-visit.server";
import { addVisitPart } from "../../app/modules/field-service/job-card.server";
import type { SignedInStaff } from "../../app/modules/staff/guard.server";
import { soldAppliance, startedRepair } from "./repair-bookings";
import { sampleBrandGstin } from "./sample-gstin";
import { addStaffUser, openWithStaff } from "./staff-accounts";
import type { TestBackend } from "./test-database";

export type Crew = { technician: SignedInStaff; technicianId: number };

/**
 * A new database with an owner, a technician (Senthil) and the brand test products are sold under, with the
 * GST registration its approved claims are invoiced to (decision 054).
 */
export async function openClaimsDesk(
  backend: TestBackend,
): Promise<{ handle: DatabaseHandle; owner: SignedInStaff; crew: Crew }> {
  const { handle, staff: owner } = await openWithStaff(backend, { role: "owner" });
  await handle.db.insert(brands).values({
    slug: "test-brand",
    name: "Test Brand",
    logo: "/images/brands/test.svg",
    legalName: "Test Brand India Private Limited",
    gstin: sampleBrandGstin,
    billingAddress: "12 Mount Road, Chennai 600002",
  });
  const technician = await addStaffUser(handle.db, { role: "technician", password: null });
  const [row] = await handle.db
    .insert(technicians)
    .values({ name: "Senthil", staffUserId: technician.id })
    .returning();
  return { handle, owner, crew: { technician, technicianId: row!.id } };
}

/**
 * A repair in the manufacturer's warranty, completed with the rate card's gas refill (₹1,500 of labour) and
 * one covered part at `partPaise`: its claim on the brand is raised.
 */
export async function claimedRepair(db: Database, crew: Crew, partPaise: number) {
  const applianceId = await soldAppliance(db, { warrantyUntil: addDays(todayInIndia(), 200) });
  const row = await startedRepair(db, crew, { applianceId, coverage: "in_warranty" });
  const [part] = await db
    .insert(spareParts)
    .values({ name: `Part ${crypto.randomUUID()}`, appliance: "ac", pricePaise: partPaise, stock: 5 })
    .returning();
  await addVisitPart(db, crew.technicianId, row.id, {
    partId: part!.id,
    quantity: 1,
    requestKey: crypto.randomUUID(),
    warrantyExcluded: false,
  });
  const done = await completeVisit(
    db,
    crew.technician,
    row.id,
    { labourKey: "ac-gas-refill", paymentMethod: null },
    { technicianId: crew.technicianId },
  );
  expect(done).toMatchObject({ ok: true });
  return { bookingId: row.id, pair: { reference: row.reference, phone: row.phone }, partName: part!.name };
}
