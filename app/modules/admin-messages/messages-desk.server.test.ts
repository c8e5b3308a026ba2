import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, contactMessages } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { storeContactMessage } from "~/modules/contact/contact.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { countNewMessages, listMessages, messageFilters, setMessageStatus } from "./messages-desk.server";

describe("the inbox filters", () => {
  it("keeps known topics and statuses and drops the rest", () => {
    expect(messageFilters(new URLSearchParams("topic=service&status=handled"), 2)).toEqual({
      topic: "service",
      status: "handled",
      page: 2,
    });
    expect(messageFilters(new URLSearchParams("topic=nonsense&status=deleted"), 1)).toEqual({
      topic: undefined,
      status: undefined,
      page: 1,
    });
  });
});

describe.each(testBackends())("the inbox on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;

  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { username: "desk", displayName: "Desk Person" }));
  });
  afterAll(() => handle?.close());

  const message = (topic: "sales" | "service", name: string) =>
    storeContactMessage(
      handle.db,
      {
        name,
        phone: "9843044444",
        email: "customer@example.test",
        topic,
        applianceType: topic === "service" ? "ac" : undefined,
        message: "Please call me about the air conditioner that stopped cooling.",
      },
      { recipient: "desk@example.test" },
    );

  it("lists newest first, filters by topic and status, and marks handled and new again", async () => {
    const first = await message("sales", "First Sender");
    const second = await message("service", "Second Sender");
    const third = await message("service", "Third Sender");
    expect(await countNewMessages(handle.db)).toBe(3);

    const all = await listMessages(handle.db, { page: 1 });
    expect(all.rows.map((row) => row.id)).toEqual([third.id, second.id, first.id]);
    const service = await listMessages(handle.db, { topic: "service", page: 1 });
    expect(service.rows.map((row) => row.id)).toEqual([third.id, second.id]);

    expect(await setMessageStatus(handle.db, staff, second.id, "handled")).toMatchObject({
      ok: true,
      message: { status: "handled" },
    });
    expect(await countNewMessages(handle.db)).toBe(2);
    const handled = await listMessages(handle.db, { status: "handled", page: 1 });
    expect(handled.rows.map((row) => row.id)).toEqual([second.id]);
    const stillNew = await listMessages(handle.db, { topic: "service", status: "new", page: 1 });
    expect(stillNew.rows.map((row) => row.id)).toEqual([third.id]);

    // the same status again changes nothing and writes no audit row
    await setMessageStatus(handle.db, staff, second.id, "handled");
    await setMessageStatus(handle.db, staff, second.id, "new");
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, second.id));
    expect(row?.status).toBe("new");
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contact_message"), eq(auditLog.entityId, String(second.id))));
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["message.handled", { status: "new" }, { status: "handled" }],
      ["message.reopen", { status: "handled" }, { status: "new" }],
    ]);
    expect(await setMessageStatus(handle.db, staff, 999_999, "handled")).toEqual({ ok: false, status: 404 });
  });
});
