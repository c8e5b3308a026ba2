import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { staffSessions } from "../../../db/schema";
import { addStaffUser } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { createSession, deleteIdleSessions, idleTimeoutMs, readSession } from "./sessions.server";

const start = new Date("2030-06-01T08:00:00Z");
const after = (ms: number) => new Date(start.getTime() + ms);

describe.each(testBackends())("idle staff sessions on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("sweeps exactly the sessions that reading would refuse as idle", async () => {
    const user = await addStaffUser(handle.db, { password: null });
    const lastUsedAtTimeout = await createSession(handle.db, user.id, start);
    const idle = await createSession(handle.db, user.id, after(-1));

    expect(await deleteIdleSessions(handle.db, after(idleTimeoutMs))).toBe(1);
    expect(await handle.db.select().from(staffSessions)).toHaveLength(1);
    expect(await readSession(handle.db, idle, after(idleTimeoutMs))).toBeNull();
    expect(await readSession(handle.db, lastUsedAtTimeout, after(idleTimeoutMs))).toMatchObject({
      user: { id: user.id },
    });

    expect(await deleteIdleSessions(handle.db, after(2 * idleTimeoutMs + 1))).toBe(1);
    expect(await handle.db.select().from(staffSessions)).toHaveLength(0);
  });
});
