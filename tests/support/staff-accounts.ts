/** Staff accounts, sessions and databases for tests. */
import type { AppLoadContext } from "react-router";

import { catalogueVersion } from "../../app/modules/catalog/shop-query.server";
import type { SignedInStaff } from "../../app/modules/staff/guard.server";
import { hashPassword } from "../../app/modules/staff/password.server";
import { createSession, sessionCookieName } from "../../app/modules/staff/sessions.server";
import type { Database, DatabaseHandle } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed.server";
import type { StaffRole } from "../../db/enums";
import { staffUsers } from "../../db/schema";
import type { TestBackend } from "./test-database";

/** A load context shaped like server/index.ts builds it. */
export function testContext(db: Database, clientAddress = "203.0.113.9"): AppLoadContext {
  return {
    db,
    pingDatabase: () => Promise.resolve(),
    catalogueVersion: () => catalogueVersion(db),
    clientAddress,
  };
}

type StaffOptions = { role?: StaffRole; active?: boolean; username?: string; displayName?: string };

let counter = 0;

/**
 * Test accounts' passwords are real scrypt hashes at the lowest cost verifyPassword accepts (N = 2^10):
 * verification reads the cost from the stored hash, so signing in with them is the real code and fast.
 * password.server.test.ts covers the production cost, and accounts made through the staff screens use it.
 */
const testHashCost = { logN: 10, r: 8, p: 1 };

/**
 * Inserts a staff user. With a password (a default one unless given) it is hashed and returned;
 * `password: null` skips the hashing for tests that never sign in, leaving a hash nothing matches.
 */
export async function addStaffUser(
  db: Database,
  options?: StaffOptions & { password?: string },
): Promise<SignedInStaff & { password: string }>;
export async function addStaffUser(
  db: Database,
  options: StaffOptions & { password: null },
): Promise<SignedInStaff>;
export async function addStaffUser(
  db: Database,
  {
    role = "staff",
    active = true,
    password = "a-long-enough-password",
    username,
    displayName,
  }: StaffOptions & { password?: string | null } = {},
): Promise<SignedInStaff & { password?: string }> {
  counter += 1;
  const [row] = await db
    .insert(staffUsers)
    .values({
      username: username ?? `${role}-${process.pid}-${counter}`,
      displayName: displayName ?? `Test ${role} ${counter}`,
      role,
      active,
      passwordHash: password === null ? "unusable" : await hashPassword(password, testHashCost),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  const user = { id: row.id, username: row.username, displayName: row.displayName, role: row.role };
  return password === null ? user : { ...user, password };
}

/** A new database (the seeded catalogue too when `seed` is set) with a staff user to act as. */
export async function openWithStaff(
  backend: TestBackend,
  { seed = false, ...staff }: StaffOptions & { seed?: boolean } = {},
): Promise<{ handle: DatabaseHandle; staff: SignedInStaff }> {
  const handle = await backend.open();
  if (seed) await seedIfEmpty(handle.db);
  return { handle, staff: await addStaffUser(handle.db, { ...staff, password: null }) };
}

/** The Cookie header value of a fresh session for the user. */
export async function sessionCookieFor(db: Database, userId: number): Promise<string> {
  return `${sessionCookieName}=${await createSession(db, userId)}`;
}

/** A request carrying a fresh session cookie for the user. */
export async function requestAs(
  db: Database,
  userId: number,
  url: string,
  init: RequestInit = {},
): Promise<Request> {
  const headers = new Headers(init.headers);
  headers.set("Cookie", await sessionCookieFor(db, userId));
  return new Request(url, { ...init, headers });
}
