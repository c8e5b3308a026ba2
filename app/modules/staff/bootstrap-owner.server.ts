import { count } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { staffUsers } from "../../../db/schema";
import { generatePassword, hashPassword } from "./password.server";

export const firstOwnerUsername = "admin";
const firstOwnerDisplayName = "Owner";

export type BootstrapResult =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * Creates the first owner when there are no staff users at all: username `admin`, the password from
 * ADMIN_PASSWORD, or a generated one the caller prints once. Later starts change nothing, so a changed
 * ADMIN_PASSWORD does not silently reset anybody's password (that is `npm run admin:reset-password`).
 */
export async function bootstrapOwner(
  db: Database,
  { password }: { password?: string | undefined },
): Promise<BootstrapResult> {
  const [existing] = await db.select({ n: count() }).from(staffUsers);
  if ((existing?.n ?? 0) > 0) return { created: false };
  const chosen = password ?? generatePassword();
  const passwordHash = await hashPassword(chosen);
  // Several processes sharing one PostgreSQL may start at once: the unique username lets one win.
  const [row] = await db
    .insert(staffUsers)
    .values({
      username: firstOwnerUsername,
      displayName: firstOwnerDisplayName,
      role: "owner",
      passwordHash,
    })
    .onConflictDoNothing({ target: staffUsers.username })
    .returning({ id: staffUsers.id });
  if (!row) return { created: false };
  return { created: true, username: firstOwnerUsername, generatedPassword: password ? null : chosen };
}
