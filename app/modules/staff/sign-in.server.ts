import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { staffUsers } from "../../../db/schema";
import type { SignedInStaff } from "./guard.server";
import {
  clearPairFailures,
  loginThrottle,
  recordLoginFailure,
  tooManyAttemptsMessage,
} from "./login-throttle.server";
import { burnHashWork, verifyPassword } from "./password.server";
import { createSession, deleteSessionByToken } from "./sessions.server";

export const incorrectCredentialsMessage = "Incorrect username or password.";

export type SignInResult =
  | { ok: true; user: SignedInStaff; token: string }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Checks a username and password. Unknown users, deactivated users and wrong passwords get the same
 * message after the same scrypt work, so neither the answer nor its timing tells which usernames exist.
 * On success the browser's previous session (`previousToken`) is deleted and a new one started.
 */
export async function signIn(
  db: Database,
  input: { username: string; password: string; address: string; previousToken?: string | null },
  now = new Date(),
): Promise<SignInResult> {
  const username = input.username.trim().toLowerCase();
  const key = { username, address: input.address };
  const throttled = await loginThrottle(db, key, now);
  if (throttled) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage, ...throttled };
  }
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
  let valid = false;
  if (user) valid = await verifyPassword(input.password, user.passwordHash);
  else await burnHashWork(input.password);
  if (!user || !valid || !user.active) {
    await recordLoginFailure(db, key, now);
    return { ok: false, status: 401, message: incorrectCredentialsMessage };
  }
  const token = await db.transaction(async (tx) => {
    if (input.previousToken) await deleteSessionByToken(tx, input.previousToken);
    await clearPairFailures(tx, key);
    return createSession(tx, user.id, now);
  });
  const { id, displayName, role } = user;
  return { ok: true, token, user: { id, username: user.username, displayName, role } };
}
