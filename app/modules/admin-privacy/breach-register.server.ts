import { desc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { dataBreaches, type DataBreach } from "../../../db/schema";
import { formatIndiaDateTime } from "~/lib/india-time";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

/** DPDP Rules 2025, rule 7(2)(b): the detailed report reaches the Board within 72 hours of becoming aware. */
export const boardReportHours = 72;

export const breachFields = ["discoveredAt", "nature", "dataAffected", "peopleAffected", "measures"] as const;
type BreachField = (typeof breachFields)[number];
export type BreachErrors = Partial<Record<BreachField, string>>;

/** A breach as the register shows it, every time written out in India time. */
export type BreachView = {
  id: number;
  discoveredAt: string;
  nature: string;
  dataAffected: string;
  peopleAffected: number | null;
  measures: string;
  boardReportDue: string;
  /** The Board is not told and its 72 hours have passed. */
  boardOverdue: boolean;
  boardInformedAt: string | null;
  peopleInformedAt: string | null;
};

function view(row: DataBreach, now: Date): BreachView {
  const due = new Date(row.discoveredAt.getTime() + boardReportHours * 60 * 60_000);
  return {
    id: row.id,
    discoveredAt: formatIndiaDateTime(row.discoveredAt),
    nature: row.nature,
    dataAffected: row.dataAffected,
    peopleAffected: row.peopleAffected,
    measures: row.measures,
    boardReportDue: formatIndiaDateTime(due),
    boardOverdue: row.boardInformedAt === null && now > due,
    boardInformedAt: row.boardInformedAt ? formatIndiaDateTime(row.boardInformedAt) : null,
    peopleInformedAt: row.peopleInformedAt ? formatIndiaDateTime(row.peopleInformedAt) : null,
  };
}

/** Every breach, newest discovery first. */
export async function listBreaches(db: Pick<Database, "select">, now: Date): Promise<BreachView[]> {
  const rows = await db.select().from(dataBreaches).orderBy(desc(dataBreaches.discoveredAt)).limit(200);
  return rows.map((row) => view(row, now));
}

const text = (form: Record<string, string>, name: BreachField, max: number) =>
  (form[name] ?? "").trim().slice(0, max);

/** "YYYY-MM-DDTHH:MM" as a datetime-local field sends it, read as India time. */
function indiaMoment(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const moment = new Date(`${value}:00+05:30`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** Checks the register's form: each field's message, or the breach to store. */
export function checkBreach(
  form: Record<string, string>,
  now: Date,
):
  | {
      ok: true;
      breach: Pick<DataBreach, "discoveredAt" | "nature" | "dataAffected" | "peopleAffected" | "measures">;
    }
  | { ok: false; errors: BreachErrors } {
  const errors: BreachErrors = {};
  const discoveredAt = indiaMoment(text(form, "discoveredAt", 20));
  if (!discoveredAt) errors.discoveredAt = "Enter the date and time you became aware of it.";
  else if (discoveredAt.getTime() > now.getTime() + 5 * 60_000)
    errors.discoveredAt = "That moment is in the future.";
  const nature = text(form, "nature", 2000);
  if (nature.length < 10) errors.nature = "Describe what happened in a sentence or more.";
  const dataAffected = text(form, "dataAffected", 1000);
  if (dataAffected.length < 3) errors.dataAffected = "Say which personal data was affected.";
  const count = text(form, "peopleAffected", 12);
  const peopleAffected = count === "" ? null : /^\d{1,9}$/.test(count) ? Number(count) : Number.NaN;
  if (Number.isNaN(peopleAffected))
    errors.peopleAffected = "Enter a whole number, or leave it empty if unknown.";
  const measures = text(form, "measures", 2000);
  if (measures.length < 3) errors.measures = "Say what was done to contain it.";
  if (Object.keys(errors).length > 0 || !discoveredAt) return { ok: false, errors };
  return { ok: true, breach: { discoveredAt, nature, dataAffected, peopleAffected, measures } };
}

/** Records a breach (owner only, audited). */
export async function recordBreach(
  db: Database,
  actor: SignedInStaff,
  form: Record<string, string>,
  now: Date,
): Promise<{ ok: true; id: number } | { ok: false; errors: BreachErrors }> {
  const checked = checkBreach(form, now);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataBreaches)
      .values({ ...checked.breach, recordedBy: actor.id, createdAt: now })
      .returning();
    await recordAudit(tx, actor, {
      action: "breach.record",
      entity: "data_breach",
      entityId: row!.id,
      before: null,
      after: { ...checked.breach },
    });
    return { ok: true, id: row!.id } as const;
  });
}

/** Notes when the Board, or the people affected, were told; the first time stays. */
export async function markBreachInformed(
  db: Database,
  actor: SignedInStaff,
  id: number,
  whom: "board" | "people",
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataBreaches).where(eq(dataBreaches.id, id)).for("update");
    if (!row) return false;
    const column = whom === "board" ? "boardInformedAt" : "peopleInformedAt";
    if (row[column]) return true;
    await tx
      .update(dataBreaches)
      .set({ [column]: now })
      .where(eq(dataBreaches.id, id));
    await recordAudit(tx, actor, {
      action: whom === "board" ? "breach.board-informed" : "breach.people-informed",
      entity: "data_breach",
      entityId: id,
      before: null,
      after: { [column]: now },
    });
    return true;
  });
}
