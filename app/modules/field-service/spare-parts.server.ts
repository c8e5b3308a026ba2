/** Spare parts: the stock items technicians fit, with their price and the dealer's count of them. */
import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { spareParts, type SparePart } from "../../../db/schema";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import type { Executor } from "../booking/slot-places.server";

/** The dealer's starting parts list: what a new shop stocks for the repairs it does most. */
const starterParts: { name: string; appliance: string; pricePaise: number; stock: number }[] = [
  { name: "AC run capacitor 45+5 µF", appliance: "ac", pricePaise: 45_000, stock: 12 },
  { name: "AC indoor PCB (universal)", appliance: "ac", pricePaise: 3_20_000, stock: 3 },
  { name: "R32 gas refill, per kg", appliance: "ac", pricePaise: 1_60_000, stock: 20 },
  { name: "Washing machine drain pump", appliance: "washing-machine", pricePaise: 1_15_000, stock: 6 },
  { name: "Washing machine door lock", appliance: "washing-machine", pricePaise: 95_000, stock: 4 },
  { name: "Refrigerator relay and overload", appliance: "refrigerator", pricePaise: 35_000, stock: 10 },
  { name: "Refrigerator thermostat", appliance: "refrigerator", pricePaise: 65_000, stock: 5 },
  { name: "TV backlight strip set (43 inch)", appliance: "tv", pricePaise: 1_85_000, stock: 4 },
  { name: "Water heater element 2 kW", appliance: "water-heater", pricePaise: 75_000, stock: 6 },
  { name: "Fan capacitor 2.5 µF", appliance: "fan", pricePaise: 12_000, stock: 25 },
  { name: "Microwave door switch", appliance: "microwave", pricePaise: 25_000, stock: 8 },
  { name: "Air cooler water pump", appliance: "air-cooler", pricePaise: 40_000, stock: 6 },
];

/** Fills an empty parts list so a new shop works out of the box; a list that has parts is left alone. */
export async function seedSparePartsIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(spareParts);
  if ((row?.count ?? 0) > 0) return false;
  // two processes starting at once both see an empty list: the unique name lets one row of each win
  await db.insert(spareParts).values(starterParts).onConflictDoNothing({ target: spareParts.name });
  return true;
}

export async function listSpareParts(db: Executor): Promise<SparePart[]> {
  return db.select().from(spareParts).orderBy(asc(spareParts.appliance), asc(spareParts.name));
}

/** The parts that fit a visit's appliance; every part when the appliance is not one of the categories. */
export async function partsForAppliance(db: Executor, appliance: string): Promise<SparePart[]> {
  const fitting = await db
    .select()
    .from(spareParts)
    .where(eq(spareParts.appliance, appliance))
    .orderBy(asc(spareParts.name));
  return fitting.length > 0 ? fitting : listSpareParts(db);
}

export type SparePartResult =
  { ok: true; part: SparePart } | { ok: false; status: 404 | 409; field?: "name"; message: string };

export async function addSparePart(
  db: Database,
  user: SignedInStaff,
  input: { name: string; appliance: string; pricePaise: number; stock: number },
): Promise<SparePartResult> {
  return db.transaction(async (tx) => {
    const [part] = await tx
      .insert(spareParts)
      .values(input)
      .onConflictDoNothing({ target: spareParts.name })
      .returning();
    if (!part) {
      return {
        ok: false,
        status: 409,
        field: "name",
        message: `A part called ${input.name} is already on the list.`,
      } as const;
    }
    await recordAudit(tx, user, {
      action: "part.add",
      entity: "spare_part",
      entityId: part.id,
      after: input,
    });
    return { ok: true, part } as const;
  });
}

/** Staff correct a part's price or count its stock again. */
export async function updateSparePart(
  db: Database,
  user: SignedInStaff,
  id: number,
  input: { pricePaise: number; stock: number },
  now = new Date(),
): Promise<SparePartResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(spareParts).where(eq(spareParts.id, id)).for("update");
    if (!current) return { ok: false, status: 404, message: "This part does not exist." } as const;
    const [part] = await tx
      .update(spareParts)
      .set({ ...input, updatedAt: now })
      .where(and(eq(spareParts.id, id)))
      .returning();
    if (!part) throw new Error("the locked part disappeared");
    await recordAudit(tx, user, {
      action: "part.update",
      entity: "spare_part",
      entityId: id,
      before: { pricePaise: current.pricePaise, stock: current.stock },
      after: input,
    });
    return { ok: true, part } as const;
  });
}
