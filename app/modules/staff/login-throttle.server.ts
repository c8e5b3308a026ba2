import { and, count, eq, gt, lt, or } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { loginFailures } from "../../../db/schema";

export const maxLoginFailures = 10;
export const loginFailureWindowMs = 15 * 60_000;

export const tooManyAttemptsMessage = "Too many attempts. Please wait 15 minutes and try again.";

type Executor = Pick<Database, "select" | "insert" | "delete">;

export type ThrottleKey = { username: string; address: string };

/**
 * True after `maxLoginFailures` failures within the window for the account or for the address. Counted in
 * the database, so several server processes on one PostgreSQL share the count.
 */
export async function isLoginThrottled(
  db: Executor,
  { username, address }: ThrottleKey,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - loginFailureWindowMs);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.at, since)));
  if ((byAccount?.n ?? 0) >= maxLoginFailures) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gt(loginFailures.at, since)));
  return (byAddress?.n ?? 0) >= maxLoginFailures;
}

export async function recordLoginFailure(
  db: Executor,
  { username, address }: ThrottleKey,
  now = new Date(),
): Promise<void> {
  await db.insert(loginFailures).values({ username, address, at: now });
  // Rows past the window no longer count: prune this account's and address's old ones as we go.
  const before = new Date(now.getTime() - loginFailureWindowMs);
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.at, before),
        or(eq(loginFailures.username, username), eq(loginFailures.address, address)),
      ),
    );
}

/** A successful sign-in clears the account's failures (the address's stay: it may be guessing others). */
export async function clearAccountFailures(db: Executor, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
