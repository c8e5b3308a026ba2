import type { AppLoadContext } from "react-router";

import type { Database } from "../../../db/client.server";
import { staffUsers, type StaffRole } from "../../../db/schema";
import type { SignedInStaff } from "./guard.server";
import { hashPassword } from "./password.server";
import { createSession, sessionCookieName } from "./sessions.server";

/** A load context shaped like server/index.ts builds it. */
export function testContext(db: Database, clientAddress = "203.0.113.9"): AppLoadContext {
  return { db, pingDatabase: () => Promise.resolve(), clientAddress };
}

let counter = 0;

/** Inserts a staff user (hashing a real password) and returns it with its password. */
export async function addStaffUser(
  db: Database,
  {
    role = "staff",
    active = true,
    password = "a-long-enough-password",
  }: { role?: StaffRole; active?: boolean; password?: string } = {},
): Promise<SignedInStaff & { password: string }> {
  counter += 1;
  const username = `${role}-${process.pid}-${counter}`;
  const [row] = await db
    .insert(staffUsers)
    .values({
      username,
      displayName: `Test ${role} ${counter}`,
      role,
      active,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { id: row.id, username: row.username, displayName: row.displayName, role: row.role, password };
}

/** A request carrying a fresh session cookie for the user. */
export async function requestAs(
  db: Database,
  userId: number,
  url: string,
  init: RequestInit = {},
): Promise<Request> {
  const token = await createSession(db, userId);
  const headers = new Headers(init.headers);
  headers.set("Cookie", `${sessionCookieName}=${token}`);
  return new Request(url, { ...init, headers });
}
