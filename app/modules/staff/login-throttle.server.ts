import { and, count, desc, eq, gt, lt } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { loginFailures } from "../../../db/schema";

/** Failures allowed for one username from one address within the window. */
export const maxPairFailures = 10;
/** Failures allowed from one address across every username within the window (guessing many accounts). */
export const maxAddressFailures = 30;
export const loginFailureWindowMs = 15 * 60_000;

export const tooManyAttemptsMessage = "Too many attempts. Please wait 15 minutes and try again.";

type Executor = Pick<Database, "select" | "insert" | "delete">;

export type ThrottleKey = { username: string; address: string };

/**
 * Null when the attempt may go ahead; otherwise the seconds until it may. Failures are counted per username
 * and address together and per address, never per username alone: nobody can keep an account's owner out by
 * failing against it from elsewhere. Counted in the database, so every server process shares the count.
 */
export async function loginThrottle(
  db: Executor,
  { username, address }: ThrottleKey,
  now = new Date(),
): Promise<{ retryAfterSeconds: number } | null> {
  const since = new Date(now.getTime() - loginFailureWindowMs);
  const inWindow = gt(loginFailures.at, since);
  const checks = [
    {
      where: and(eq(loginFailures.username, username), eq(loginFailures.address, address), inWindow),
      max: maxPairFailures,
    },
    { where: and(eq(loginFailures.address, address), inWindow), max: maxAddressFailures },
  ];
  let retryAt = 0;
  for (const { where, max } of checks) {
    const [counted] = await db.select({ n: count() }).from(loginFailures).where(where);
    if ((counted?.n ?? 0) < max) continue;
    // Allowed again once the max-th newest failure has left the window.
    const [edge] = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(where)
      .orderBy(desc(loginFailures.at))
      .offset(max - 1)
      .limit(1);
    retryAt = Math.max(retryAt, (edge?.at.getTime() ?? now.getTime()) + loginFailureWindowMs);
  }
  if (retryAt === 0) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) };
}

export async function recordLoginFailure(
  db: Executor,
  { username, address }: ThrottleKey,
  now = new Date(),
): Promise<void> {
  await db.insert(loginFailures).values({ username, address, at: now });
}

/** Failures that no longer count; the periodic sweep calls this. */
export async function deleteOldLoginFailures(db: Executor, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, new Date(now.getTime() - loginFailureWindowMs)))
    .returning({ id: loginFailures.id });
  return deleted.length;
}

/** A successful sign-in clears this address's failures for the account; other addresses' stay counted. */
export async function clearPairFailures(db: Executor, { username, address }: ThrottleKey): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
}

/** A new password set by the owner clears every failure counted against the account. */
export async function clearAccountFailures(db: Executor, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
