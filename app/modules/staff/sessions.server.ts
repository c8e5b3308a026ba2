import { and, eq, lt, ne } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { StaffRole } from "../../../db/enums";
import { staffSessions, staffUsers } from "../../../db/schema";
import { cookieValue } from "../../lib/cookie-header";
import {
  cookieIsSecure,
  newSessionToken,
  plausibleToken,
  sessionCookieAttributes,
  sessionIdForToken,
} from "../../lib/session-cookie.server";

/** A session unused for this long is over. */
export const idleTimeoutMs = 8 * 60 * 60_000;
/** lastSeenAt is written at most this often, so browsing does not write on every request. */
export const touchIntervalMs = 60_000;

export const sessionCookieName = "staff_session";

type SessionUser = { id: number; username: string; displayName: string; role: StaffRole };
export type ActiveSession = { sessionId: string; user: SessionUser };

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

/** Starts a session; returns the token for the cookie. */
export async function createSession(db: Executor, userId: number, now = new Date()): Promise<string> {
  const token = newSessionToken();
  await db
    .insert(staffSessions)
    .values({ id: sessionIdForToken(token), userId, createdAt: now, lastSeenAt: now });
  return token;
}

/**
 * The signed-in user behind a cookie token, or null when the session is unknown, idle for longer than
 * `idleTimeoutMs` (then it is deleted) or belongs to a deactivated user.
 */
export async function readSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!plausibleToken(token)) return null;
  const sessionId = sessionIdForToken(token);
  const [row] = await db
    .select({
      lastSeenAt: staffSessions.lastSeenAt,
      id: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      role: staffUsers.role,
      active: staffUsers.active,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.id, sessionId));
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (!row.active || idleMs > idleTimeoutMs) {
    await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    return null;
  }
  if (idleMs >= touchIntervalMs) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, sessionId), lt(staffSessions.lastSeenAt, now)));
  }
  const { id, username, displayName, role } = row;
  return { sessionId, user: { id, username, displayName, role } };
}

export async function deleteSessionByToken(db: Executor, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionIdForToken(token)));
}

/** Ends every session of the user, or every one but `exceptSessionId` (the browser doing it). */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(
      exceptSessionId
        ? and(eq(staffSessions.userId, userId), ne(staffSessions.id, exceptSessionId))
        : eq(staffSessions.userId, userId),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** Removes sessions idle past the timeout (they would be refused anyway) and returns how many. */
export async function deleteIdleSessions(db: Executor, now = new Date()): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(lt(staffSessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** A browser-session cookie; the server-side idle timeout ends it sooner. */
export function sessionCookie(token: string, secure = cookieIsSecure()): string {
  return `${sessionCookieName}=${token}; ${sessionCookieAttributes(secure)}`;
}

export function clearedSessionCookie(secure = cookieIsSecure()): string {
  return `${sessionCookieName}=; ${sessionCookieAttributes(secure)}; Max-Age=0`;
}

/** The session token in the request's Cookie header, if any. */
export function sessionTokenFromRequest(request: Request): string | null {
  return cookieValue(request.headers.get("cookie"), sessionCookieName) || null;
}
