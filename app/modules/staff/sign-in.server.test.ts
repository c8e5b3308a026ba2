import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { loginFailures, staffSessions } from "../../../db/schema";
import { addStaffUser } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import {
  loginFailureWindowMs,
  loginThrottle,
  maxAddressFailures,
  maxPairFailures,
  recordLoginFailure,
} from "./login-throttle.server";
import { deleteUserSessions, idleTimeoutMs, readSession, touchIntervalMs } from "./sessions.server";
import { sessionIdForToken } from "~/lib/session-cookie.server";
import { incorrectCredentialsMessage, signIn } from "./sign-in.server";

describe.each(testBackends())("staff sign-in and sessions on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("signs in with the right password, case-insensitively on the username, and stores only the token's hash", async () => {
    const user = await addStaffUser(handle.db);
    const result = await signIn(handle.db, {
      username: ` ${user.username.toUpperCase()} `,
      password: user.password,
      address: "198.51.100.1",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toEqual({
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      role: "staff",
    });
    expect(result.token).toMatch(/^[\w-]{43}$/);
    const rows = await handle.db.select().from(staffSessions).where(eq(staffSessions.userId, user.id));
    expect(rows.map((row) => row.id)).toEqual([sessionIdForToken(result.token)]);
    expect(rows[0]?.id).not.toBe(result.token);
    expect((await readSession(handle.db, result.token))?.user.id).toBe(user.id);
  });

  it("answers an unknown user, a wrong password and a deactivated user with the same message", async () => {
    const user = await addStaffUser(handle.db);
    const inactive = await addStaffUser(handle.db, { active: false });
    const attempts = await Promise.all([
      signIn(handle.db, { username: "nobody-here", password: "whatever-password", address: "198.51.100.2" }),
      signIn(handle.db, { username: user.username, password: "wrong-password-1", address: "198.51.100.2" }),
      signIn(handle.db, {
        username: inactive.username,
        password: inactive.password,
        address: "198.51.100.2",
      }),
    ]);
    for (const attempt of attempts) {
      expect(attempt).toEqual({ ok: false, status: 401, message: incorrectCredentialsMessage });
    }
    const failures = await handle.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.address, "198.51.100.2"));
    expect(failures).toHaveLength(3);
  });

  it("rotates the session on sign-in: the browser's old session is deleted", async () => {
    const user = await addStaffUser(handle.db);
    const first = await signIn(handle.db, {
      username: user.username,
      password: user.password,
      address: "198.51.100.3",
    });
    if (!first.ok) throw new Error("first sign-in failed");
    const second = await signIn(handle.db, {
      username: user.username,
      password: user.password,
      address: "198.51.100.3",
      previousToken: first.token,
    });
    if (!second.ok) throw new Error("second sign-in failed");
    expect(second.token).not.toBe(first.token);
    expect(await readSession(handle.db, first.token)).toBeNull();
    expect((await readSession(handle.db, second.token))?.user.id).toBe(user.id);
  });

  it("never locks an account for everyone: failures from many addresses leave the owner's own address open", async () => {
    const user = await addStaffUser(handle.db);
    const now = new Date("2030-01-01T10:00:00Z");
    for (let i = 0; i < 3 * maxPairFailures; i++) {
      await recordLoginFailure(handle.db, { username: user.username, address: `192.0.2.${i + 1}` }, now);
    }
    const another = await signIn(
      handle.db,
      { username: user.username, password: "wrong-password-again", address: "192.0.2.199" },
      now,
    );
    expect(another.ok ? 200 : another.status).toBe(401);
    const owner = await signIn(
      handle.db,
      { username: user.username, password: user.password, address: "192.0.2.200" },
      new Date(now.getTime() + 60_000),
    );
    expect(owner.ok).toBe(true);
  });

  it("refuses an address after 10 failures on one username, even with the right password, while another address signs in", async () => {
    const user = await addStaffUser(handle.db);
    const address = "198.51.100.66";
    const now = new Date("2030-01-05T10:00:00Z");
    for (let i = 0; i < maxPairFailures - 1; i++) {
      await recordLoginFailure(
        handle.db,
        { username: user.username, address },
        new Date(now.getTime() + i * 1000),
      );
    }
    const last = await signIn(
      handle.db,
      { username: user.username, password: "wrong-password-last", address },
      new Date(now.getTime() + 30_000),
    );
    expect(last.ok ? 200 : last.status).toBe(401);
    const blocked = await signIn(
      handle.db,
      { username: user.username, password: user.password, address },
      new Date(now.getTime() + 60_000),
    );
    expect(blocked).toEqual({
      ok: false,
      status: 429,
      message: "Too many attempts. Please wait 15 minutes and try again.",
      // The oldest counted failure leaves the window 14 minutes from now.
      retryAfterSeconds: 14 * 60,
    });
    const elsewhere = await signIn(
      handle.db,
      { username: user.username, password: user.password, address: "198.51.100.67" },
      new Date(now.getTime() + 60_000),
    );
    expect(elsewhere.ok).toBe(true);
    const later = await signIn(
      handle.db,
      { username: user.username, password: user.password, address },
      new Date(now.getTime() + loginFailureWindowMs + 1000),
    );
    expect(later.ok).toBe(true);
    // Success clears this address's count for the account.
    expect(
      await loginThrottle(handle.db, { username: user.username, address }, new Date(now.getTime() + 60_000)),
    ).toBeNull();
  });

  it("throttles an address after 30 failures across usernames, while other addresses still sign in", async () => {
    const user = await addStaffUser(handle.db);
    const address = "203.0.113.77";
    const now = new Date("2030-02-01T10:00:00Z");
    for (let i = 0; i < maxAddressFailures - 1; i++)
      await recordLoginFailure(handle.db, { username: `guess-${i}`, address }, now);
    expect(await loginThrottle(handle.db, { username: user.username, address }, now)).toBeNull();
    const last = await signIn(
      handle.db,
      { username: `guess-${maxAddressFailures - 1}`, password: "nope-nope-nope", address },
      now,
    );
    expect(last.ok ? 200 : last.status).toBe(401);
    const blocked = await signIn(
      handle.db,
      { username: user.username, password: user.password, address },
      now,
    );
    expect(blocked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 15 * 60 });
    const elsewhere = await signIn(
      handle.db,
      { username: user.username, password: user.password, address: "203.0.113.78" },
      now,
    );
    expect(elsewhere.ok).toBe(true);
  });

  it("ends a session idle for more than 8 hours and touches lastSeenAt at most once a minute", async () => {
    const user = await addStaffUser(handle.db);
    const start = new Date("2030-03-01T08:00:00Z");
    const result = await signIn(
      handle.db,
      { username: user.username, password: user.password, address: "198.51.100.9" },
      start,
    );
    if (!result.ok) throw new Error("sign-in failed");
    const id = sessionIdForToken(result.token);
    const lastSeen = async () =>
      (await handle.db.select().from(staffSessions).where(eq(staffSessions.id, id)))[0]?.lastSeenAt.getTime();

    await readSession(handle.db, result.token, new Date(start.getTime() + touchIntervalMs - 1000));
    expect(await lastSeen()).toBe(start.getTime());
    const touched = new Date(start.getTime() + touchIntervalMs + 1000);
    await readSession(handle.db, result.token, touched);
    expect(await lastSeen()).toBe(touched.getTime());

    // Still within 8 hours of the last use: alive, although 8 hours after sign-in.
    const stillFine = new Date(touched.getTime() + idleTimeoutMs - 1000);
    expect((await readSession(handle.db, result.token, stillFine))?.user.id).toBe(user.id);
    const tooLate = new Date(stillFine.getTime() + idleTimeoutMs + 1000);
    expect(await readSession(handle.db, result.token, tooLate)).toBeNull();
    expect(await lastSeen()).toBeUndefined();
  });

  it("signs out everywhere: every session of the user ends, other users' stay", async () => {
    const user = await addStaffUser(handle.db);
    const other = await addStaffUser(handle.db);
    const tokens: string[] = [];
    for (const address of ["198.51.100.10", "198.51.100.11"]) {
      const result = await signIn(handle.db, { username: user.username, password: user.password, address });
      if (result.ok) tokens.push(result.token);
    }
    const others = await signIn(handle.db, {
      username: other.username,
      password: other.password,
      address: "198.51.100.12",
    });
    if (!others.ok) throw new Error("sign-in failed");
    expect(tokens).toHaveLength(2);
    expect(await deleteUserSessions(handle.db, user.id)).toBe(2);
    for (const token of tokens) expect(await readSession(handle.db, token)).toBeNull();
    expect((await readSession(handle.db, others.token))?.user.id).toBe(other.id);
  });

  it("refuses malformed and unknown tokens", async () => {
    expect(await readSession(handle.db, "short")).toBeNull();
    expect(await readSession(handle.db, "x".repeat(43))).toBeNull();
    expect(await readSession(handle.db, "'; DROP TABLE staff_sessions; --")).toBeNull();
  });
});
