import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, dataBreaches } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { checkBreach, listBreaches, markBreachInformed, recordBreach } from "./breach-register.server";

const now = new Date("2026-11-28T06:00:00Z"); // 11:30 in India
const form = {
  discoveredAt: "2026-11-27T10:00",
  nature: "A staff phone with the day's delivery list was lost on a bus.",
  dataAffected: "Names, mobile numbers and delivery addresses",
  peopleAffected: "40",
  measures: "Signed the phone out of the back office and changed the password.",
};

describe("checking a breach's form", () => {
  it("reads the moment as India time and names each field that is wrong", () => {
    const ok = checkBreach(form, now);
    expect(ok).toMatchObject({ ok: true, breach: { peopleAffected: 40 } });
    if (ok.ok) expect(ok.breach.discoveredAt.toISOString()).toBe("2026-11-27T04:30:00.000Z");
    expect(checkBreach({ ...form, peopleAffected: "" }, now)).toMatchObject({
      breach: { peopleAffected: null },
    });
    expect(
      checkBreach(
        {
          discoveredAt: "2026-11-29T10:00",
          nature: "lost",
          dataAffected: "",
          peopleAffected: "many",
          measures: "",
        },
        now,
      ),
    ).toEqual({
      ok: false,
      errors: {
        discoveredAt: "That moment is in the future.",
        nature: "Describe what happened in a sentence or more.",
        dataAffected: "Say which personal data was affected.",
        peopleAffected: "Enter a whole number, or leave it empty if unknown.",
        measures: "Say what was done to contain it.",
      },
    });
    expect(checkBreach({ ...form, discoveredAt: "27/11/2026" }, now)).toMatchObject({
      errors: { discoveredAt: "Enter the date and time you became aware of it." },
    });
  });
});

describe.each(testBackends())("the breach register on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
  });
  afterAll(() => handle?.close());

  it("records a breach with the Board's 72-hour clock, flags it overdue, and notes who was told, audited", async () => {
    const recorded = await recordBreach(handle.db, owner, form, now);
    if (!recorded.ok) throw new Error(JSON.stringify(recorded.errors));
    const [fresh] = await listBreaches(handle.db, now);
    expect(fresh).toMatchObject({
      id: recorded.id,
      boardOverdue: false,
      boardInformedAt: null,
      peopleInformedAt: null,
      peopleAffected: 40,
    });
    expect(fresh?.boardReportDue).toBe("30 Nov 2026, 10:00 am");
    // 72 hours after becoming aware, with the Board not told
    const later = new Date("2026-11-30T04:31:00Z");
    expect((await listBreaches(handle.db, later))[0]?.boardOverdue).toBe(true);

    expect(await markBreachInformed(handle.db, owner, recorded.id, "board", later)).toBe(true);
    expect(
      await markBreachInformed(handle.db, owner, recorded.id, "board", new Date("2026-12-01T00:00:00Z")),
    ).toBe(true);
    const [told] = await listBreaches(handle.db, later);
    expect(told).toMatchObject({
      boardOverdue: false,
      boardInformedAt: "30 Nov 2026, 10:01 am",
      peopleInformedAt: null,
    });
    expect(await markBreachInformed(handle.db, owner, 99_999, "people", later)).toBe(false);

    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entity, "data_breach"));
    expect(audit.map((row) => row.action)).toEqual(["breach.record", "breach.board-informed"]);
    expect((await handle.db.select().from(dataBreaches)).map((row) => row.recordedBy)).toEqual([owner.id]);
  });
});
