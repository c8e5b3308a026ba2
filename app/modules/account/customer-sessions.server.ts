import { and, eq, lt } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { customerAccounts, customerSessions } from "../../../db/schema";
import { cookieValue } from "~/lib/cookie-header";
import {
  cookieIsSecure,
  newSessionToken,
  plausibleToken,
  sessionCookieAttributes,
  sessionIdForToken,
} from "~/lib/session-cookie.server";

import { sessionDays } from "./sign-in-rules";

/** Kept apart from the staff's cookie: signing in on one side never opens the other. */
export const customerCookieName = "customer_session";

const sessionLifetimeMs = sessionDays * 24 * 60 * 60_000;
/** lastSeenAt (and the cookie's expiry) are moved on at most this often. */
export const customerTouchIntervalMs = 60 * 60_000;

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

export type CustomerSession = {
  sessionId: string;
  accountId: number;
  phone: string;
  /** The session was just moved on: the answer should send the cookie again with its new expiry. */
  renewed: boolean;
};

/** Starts a session for the account; returns the token for the cookie. */
export async function startCustomerSession(
  db: Executor,
  accountId: number,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  await db
    .insert(customerSessions)
    .values({ id: sessionIdForToken(token), accountId, createdAt: now, lastSeenAt: now });
  return token;
}

/** The signed-in account behind a token, or null when it is unknown or unused for 30 days (then it is deleted). */
export async function readCustomerSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<CustomerSession | null> {
  if (!plausibleToken(token)) return null;
  const sessionId = sessionIdForToken(token);
  const [row] = await db
    .select({
      lastSeenAt: customerSessions.lastSeenAt,
      accountId: customerAccounts.id,
      phone: customerAccounts.phone,
    })
    .from(customerSessions)
    .innerJoin(customerAccounts, eq(customerAccounts.id, customerSessions.accountId))
    .where(eq(customerSessions.id, sessionId));
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > sessionLifetimeMs) {
    await db.delete(customerSessions).where(eq(customerSessions.id, sessionId));
    return null;
  }
  const renewed = idleMs >= customerTouchIntervalMs;
  if (renewed) {
    await db
      .update(customerSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(customerSessions.id, sessionId), lt(customerSessions.lastSeenAt, now)));
  }
  return { sessionId, accountId: row.accountId, phone: row.phone, renewed };
}

export async function endCustomerSession(db: Executor, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.id, sessionIdForToken(token)));
}

/** Signs the account out on every device; returns how many sessions ended. */
export async function endAllCustomerSessions(db: Executor, accountId: number): Promise<number> {
  const rows = await db
    .delete(customerSessions)
    .where(eq(customerSessions.accountId, accountId))
    .returning({ id: customerSessions.id });
  return rows.length;
}

/** Removes sessions unused past their lifetime; the periodic sweep calls this. */
export async function deleteIdleCustomerSessions(db: Executor, now = new Date()): Promise<number> {
  const rows = await db
    .delete(customerSessions)
    .where(lt(customerSessions.lastSeenAt, new Date(now.getTime() - sessionLifetimeMs)))
    .returning({ id: customerSessions.id });
  return rows.length;
}

/** The cookie lives as long as the session would unused, and is sent again whenever the session moves on. */
export function customerSessionCookie(token: string, secure = cookieIsSecure()): string {
  return `${customerCookieName}=${token}; ${sessionCookieAttributes(secure)}; Max-Age=${sessionLifetimeMs / 1000}`;
}

export function clearedCustomerCookie(secure = cookieIsSecure()): string {
  return `${customerCookieName}=; ${sessionCookieAttributes(secure)}; Max-Age=0`;
}

export function customerTokenFromRequest(request: Request): string | null {
  return cookieValue(request.headers.get("cookie"), customerCookieName) || null;
}

/** The signed-in customer of a request, or null. */
export async function currentCustomer(
  db: Executor,
  request: Request,
  now = new Date(),
): Promise<CustomerSession | null> {
  const token = customerTokenFromRequest(request);
  return token ? readCustomerSession(db, token, now) : null;
}
