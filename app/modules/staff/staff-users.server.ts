import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { StaffRole } from "../../../db/enums";
import { staffUsers, type StaffUser } from "../../../db/schema";
import { recordAudit } from "./audit.server";
import type { SignedInStaff } from "./guard.server";
import { hashPassword } from "./password.server";
import { deleteUserSessions } from "./sessions.server";
import type { NewStaff } from "./staff.schema";

export type StaffListItem = Pick<
  StaffUser,
  "id" | "username" | "displayName" | "role" | "active" | "createdAt"
>;

export class StaffChangeError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

export async function listStaffUsers(db: Database): Promise<StaffListItem[]> {
  return db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      role: staffUsers.role,
      active: staffUsers.active,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(sql`${staffUsers.active} DESC`, asc(staffUsers.displayName), asc(staffUsers.id));
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function lockUser(tx: Tx, id: number): Promise<StaffUser> {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for("update");
  if (!row) throw new StaffChangeError("That staff user no longer exists.", 404);
  return row;
}

/** Serialises owner changes so two at once cannot both remove "the other" last owner. */
async function activeOwnerCount(tx: Tx): Promise<number> {
  const owners = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), eq(staffUsers.active, true)))
    .for("update");
  return owners.length;
}

export async function createStaffUser(
  db: Database,
  actor: SignedInStaff,
  input: NewStaff,
): Promise<StaffListItem> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({ username: input.username, displayName: input.displayName, role: input.role, passwordHash })
      .onConflictDoNothing({ target: staffUsers.username })
      .returning();
    if (!row) throw new StaffChangeError("That username is already taken.", 409);
    await recordAudit(tx, actor, {
      action: "staff.create",
      entity: "staff_user",
      entityId: row.id,
      before: null,
      after: { username: row.username, displayName: row.displayName, role: row.role, active: row.active },
    });
    return row;
  });
}

export async function changeStaffRole(
  db: Database,
  actor: SignedInStaff,
  userId: number,
  role: StaffRole,
): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = await activeOwnerCount(tx);
    const user = await lockUser(tx, userId);
    if (user.role === role) return;
    if (user.id === actor.id) throw new StaffChangeError("You cannot change your own role.");
    if (user.role === "owner" && user.active && owners <= 1) {
      throw new StaffChangeError("The last owner cannot be made staff. Make someone else an owner first.");
    }
    await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
    await recordAudit(tx, actor, {
      action: "staff.role",
      entity: "staff_user",
      entityId: userId,
      before: { role: user.role },
      after: { role },
    });
  });
}

/** Deactivating ends the user's sessions at once; reactivating lets them sign in again. */
export async function setStaffActive(
  db: Database,
  actor: SignedInStaff,
  userId: number,
  active: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = await activeOwnerCount(tx);
    const user = await lockUser(tx, userId);
    if (user.active === active) return;
    if (!active && user.id === actor.id) throw new StaffChangeError("You cannot deactivate yourself.");
    if (!active && user.role === "owner" && owners <= 1) {
      throw new StaffChangeError("The last owner cannot be deactivated.");
    }
    await tx.update(staffUsers).set({ active, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
    await deleteUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: active ? "staff.reactivate" : "staff.deactivate",
      entity: "staff_user",
      entityId: userId,
      before: { active: user.active },
      after: { active },
    });
  });
}

/**
 * Sets a new password and ends the user's sessions; when owners reset their own, the session they are
 * using (`keepSessionId`) stays.
 */
export async function resetStaffPassword(
  db: Database,
  actor: SignedInStaff,
  userId: number,
  password: string,
  keepSessionId?: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx.update(staffUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
    await deleteUserSessions(tx, userId, userId === actor.id ? keepSessionId : undefined);
    // The hash itself never goes into the log.
    await recordAudit(tx, actor, {
      action: "staff.password_reset",
      entity: "staff_user",
      entityId: userId,
      before: null,
      after: { password: "changed" },
    });
  });
}
