import { and, asc, desc, eq, ne, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { technicians, type Technician } from "../../../db/schema";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

export type TechnicianResult =
  { ok: true; technician: Technician } | { ok: false; status: 404 | 409; field?: "name"; message: string };

const technicianMissing = {
  ok: false,
  status: 404,
  message: "This technician does not exist.",
} as const;

function nameTaken(name: string) {
  return {
    ok: false,
    status: 409,
    field: "name",
    message: `A technician called ${name} is already on the list.`,
  } as const;
}

/** Active technicians first, then by name. */
export async function listTechnicians(
  db: Database,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<Technician[]> {
  return db
    .select()
    .from(technicians)
    .where(activeOnly ? eq(technicians.active, true) : undefined)
    .orderBy(desc(technicians.active), asc(technicians.name));
}

async function nameInUse(db: Pick<Database, "select">, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(
      and(
        sql`lower(${technicians.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(technicians.id, exceptId),
      ),
    );
  return rows.length > 0;
}

export async function addTechnician(
  db: Database,
  user: SignedInStaff,
  { name, phone }: { name: string; phone: string | null },
): Promise<TechnicianResult> {
  return db.transaction(async (tx) => {
    if (await nameInUse(tx, name)) return nameTaken(name);
    // the unique index settles a race between two staff adding the same name
    const [technician] = await tx
      .insert(technicians)
      .values({ name, phone })
      .onConflictDoNothing({ target: technicians.name })
      .returning();
    if (!technician) return nameTaken(name);
    await recordAudit(tx, user, {
      action: "technician.add",
      entity: "technician",
      entityId: technician.id,
      after: { name, phone },
    });
    return { ok: true, technician } as const;
  });
}

export async function renameTechnician(
  db: Database,
  user: SignedInStaff,
  id: number,
  name: string,
): Promise<TechnicianResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(technicians).where(eq(technicians.id, id)).for("update");
    if (!current) return technicianMissing;
    if (current.name === name) return { ok: true, technician: current } as const;
    if (await nameInUse(tx, name, id)) return nameTaken(name);
    const [technician] = await tx.update(technicians).set({ name }).where(eq(technicians.id, id)).returning();
    if (!technician) throw new Error("the locked technician disappeared");
    await recordAudit(tx, user, {
      action: "technician.rename",
      entity: "technician",
      entityId: id,
      before: { name: current.name },
      after: { name },
    });
    return { ok: true, technician } as const;
  });
}

/** Deactivated technicians stay on past bookings but can no longer be assigned. */
export async function setTechnicianActive(
  db: Database,
  user: SignedInStaff,
  id: number,
  active: boolean,
): Promise<TechnicianResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(technicians).where(eq(technicians.id, id)).for("update");
    if (!current) return technicianMissing;
    if (current.active === active) return { ok: true, technician: current } as const;
    const [technician] = await tx
      .update(technicians)
      .set({ active })
      .where(eq(technicians.id, id))
      .returning();
    if (!technician) throw new Error("the locked technician disappeared");
    await recordAudit(tx, user, {
      action: active ? "technician.reactivate" : "technician.deactivate",
      entity: "technician",
      entityId: id,
      before: { active: current.active },
      after: { active },
    });
    return { ok: true, technician } as const;
  });
}
