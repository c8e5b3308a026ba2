// Test helper: a staff account to make changes as.
import type { Database } from "../../../db/client.server";
import { staffUsers } from "../../../db/schema";
import type { SignedInStaff } from "../staff/guard.server";

export async function createTestStaff(db: Database, username = "catalog-clerk"): Promise<SignedInStaff> {
  const [row] = await db
    .insert(staffUsers)
    .values({ username, displayName: "Catalogue Clerk", role: "staff", passwordHash: "not-used" })
    .returning();
  return { id: row!.id, username: row!.username, displayName: row!.displayName, role: row!.role };
}
