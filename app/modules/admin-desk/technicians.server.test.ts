import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { addTechnicianSchema } from "./technician.schema";
import { addTechnician, listTechnicians, renameTechnician, setTechnicianActive } from "./technicians.server";

describe("the technician form", () => {
  it("keeps ten digits of a phone number and allows none", () => {
    expect(addTechnicianSchema.parse({ name: " Senthil ", phone: "+91 98430-22222" })).toEqual({
      name: "Senthil",
      phone: "9843022222",
    });
    expect(addTechnicianSchema.parse({ name: "Senthil", phone: "" }).phone).toBeNull();
    expect(addTechnicianSchema.safeParse({ name: "S", phone: "" }).success).toBe(false);
    expect(addTechnicianSchema.safeParse({ name: "Senthil", phone: "12345" }).success).toBe(false);
  });
});

describe.each(testBackends())("technicians on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;

  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { username: "desk", displayName: "Desk Person" }));
  });
  afterAll(() => handle?.close());

  it("adds, renames, deactivates and reactivates, each with an audit row", async () => {
    const added = await addTechnician(handle.db, staff, { name: "Murugan", phone: "9843033333" });
    if (!added.ok) throw new Error(added.message);
    const id = added.technician.id;
    expect(added.technician).toMatchObject({ name: "Murugan", phone: "9843033333", active: true });

    expect(await addTechnician(handle.db, staff, { name: "murugan", phone: null })).toMatchObject({
      ok: false,
      status: 409,
      field: "name",
    });
    const other = await addTechnician(handle.db, staff, { name: "Arun", phone: null });
    if (!other.ok) throw new Error(other.message);
    expect(await renameTechnician(handle.db, staff, other.technician.id, "MURUGAN")).toMatchObject({
      ok: false,
      status: 409,
    });

    expect(await renameTechnician(handle.db, staff, id, "Murugan S")).toMatchObject({
      ok: true,
      technician: { name: "Murugan S" },
    });
    expect(await setTechnicianActive(handle.db, staff, id, false)).toMatchObject({
      ok: true,
      technician: { active: false },
    });
    expect((await listTechnicians(handle.db, { activeOnly: true })).map((row) => row.name)).toEqual(["Arun"]);
    expect((await listTechnicians(handle.db)).map((row) => row.name)).toEqual(["Arun", "Murugan S"]);
    expect(await setTechnicianActive(handle.db, staff, id, true)).toMatchObject({
      ok: true,
      technician: { active: true },
    });
    expect(await renameTechnician(handle.db, staff, 987_654, "Nobody")).toMatchObject({
      ok: false,
      status: 404,
    });

    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => [row.entity, row.action])).toEqual([
      ["technician", "technician.add"],
      ["technician", "technician.rename"],
      ["technician", "technician.deactivate"],
      ["technician", "technician.reactivate"],
    ]);
    expect(audit[1]).toMatchObject({
      before: { name: "Murugan" },
      after: { name: "Murugan S" },
      userId: staff.id,
    });
  });
});
