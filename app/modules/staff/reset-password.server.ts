import { count, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { staffUsers } from "../../../db/schema";
import { recordSystemAudit } from "./audit.server";
import { bootstrapOwner, firstOwnerUsername } from "./bootstrap-owner.server";
import { clearAccountFailures } from "./login-throttle.server";
import { hashPassword } from "./password.server";
import { deleteUserSessions } from "./sessions.server";

export class UnknownStaffUserError extends Error {}

export type CommandLineReset = { username: string; created: boolean; active: boolean; sessionsEnded: number };

/**
 * `npm run admin:reset-password`: sets a user's password, ends their sessions and lifts the sign-in
 * throttle on the account. On a database with no staff at all, `admin` is created as the first owner.
 */
export async function resetPasswordFromCommandLine(
  db: Database,
  username: string,
  password: string,
): Promise<CommandLineReset> {
  if (username === firstOwnerUsername) {
    const [existing] = await db.select({ n: count() }).from(staffUsers);
    if ((existing?.n ?? 0) === 0) {
      const created = await bootstrapOwner(db, { password });
      if (created.created) return { username, created: true, active: true, sessionsEnded: 0 };
    }
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.username, username)).for("update");
    if (!user) throw new UnknownStaffUserError(`There is no staff user named "${username}".`);
    await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(staffUsers.id, user.id));
    const sessionsEnded = await deleteUserSessions(tx, user.id);
    await clearAccountFailures(tx, username);
    await recordSystemAudit(tx, "command line (admin:reset-password)", {
      action: "staff.password_reset",
      entity: "staff_user",
      entityId: user.id,
      before: null,
      after: { password: "changed" },
    });
    return { username, created: false, active: user.active, sessionsEnded };
  });
}
