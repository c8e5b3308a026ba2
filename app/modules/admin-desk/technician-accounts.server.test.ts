import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, serviceBookings, spareParts, technicians } from "../../../db/schema";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { todayInIndia } from "~/lib/india-time";
import { addSparePart, updateSparePart } from "~/modules/field-service/spare-parts.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import {
  linkTechnicianAccount,
  listTechnicianAccounts,
  technicianRatings,
} from "./technician-accounts.server";

describe.each(testBackends())("technician sign-ins, ratings and spare parts on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
  });
  afterAll(() => handle?.close());

  it("links a technician to a Technician sign-in, one technician per sign-in, and audits it", async () => {
    const login = await addStaffUser(handle.db, { role: "technician", password: null });
    const desk = await addStaffUser(handle.db, { role: "staff", password: null });
    const [senthil, karthik] = await handle.db
      .insert(technicians)
      .values([{ name: "Senthil" }, { name: "Karthik" }])
      .returning();
    expect((await listTechnicianAccounts(handle.db)).map((account) => account.id)).toEqual([login.id]);

    expect(await linkTechnicianAccount(handle.db, owner, senthil!.id, login.id)).toEqual({
      ok: true,
      name: "Senthil",
    });
    expect(await linkTechnicianAccount(handle.db, owner, karthik!.id, login.id)).toEqual({
      ok: false,
      status: 409,
      message: "That sign-in is already linked to Senthil.",
    });
    expect(await linkTechnicianAccount(handle.db, owner, karthik!.id, desk.id)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await linkTechnicianAccount(handle.db, owner, 999_999, login.id)).toMatchObject({
      ok: false,
      status: 404,
    });
    const [linked] = await handle.db.select().from(technicians).where(eq(technicians.id, senthil!.id));
    expect(linked?.staffUserId).toBe(login.id);
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.action, "technician.link"));
    expect(audits).toHaveLength(1);

    expect(await linkTechnicianAccount(handle.db, owner, senthil!.id, null)).toEqual({
      ok: true,
      name: "Senthil",
    });
    const [unlinked] = await handle.db.select().from(technicians).where(eq(technicians.id, senthil!.id));
    expect(unlinked?.staffUserId).toBeNull();
  });

  it("averages each technician's ratings", async () => {
    const [ravi] = await handle.db.insert(technicians).values({ name: "Ravi" }).returning();
    const base = {
      name: "Lakshmi",
      phone: "9789012345",
      appliance: "ac",
      brand: "lg",
      issue: "Noisy",
      address: "3/14, Sathy Road, Erode",
      pincode: "638004",
      date: todayInIndia(),
      slot: "morning" as const,
      status: "completed" as const,
      technicianId: ravi!.id,
    };
    await handle.db.insert(serviceBookings).values([
      { ...base, reference: "SRV-RATE2222", rating: 5 },
      { ...base, reference: "SRV-RATE3333", rating: 4 },
      { ...base, reference: "SRV-RATE4444", rating: 4 },
      { ...base, reference: "SRV-RATE5555", rating: null },
    ]);
    expect((await technicianRatings(handle.db)).get(ravi!.id)).toEqual({ average: 4.3, count: 3 });
  });

  it("adds a part once by name and audits price and stock changes", async () => {
    const added = await addSparePart(handle.db, owner, {
      name: "AC fan motor",
      appliance: "ac",
      pricePaise: 2_40_000,
      stock: 2,
    });
    expect(added.ok).toBe(true);
    expect(
      await addSparePart(handle.db, owner, {
        name: "AC fan motor",
        appliance: "ac",
        pricePaise: 1_00_000,
        stock: 1,
      }),
    ).toMatchObject({ ok: false, status: 409, field: "name" });
    if (!added.ok) return;
    expect(
      await updateSparePart(handle.db, owner, added.part.id, { pricePaise: 2_50_000, stock: 5 }),
    ).toMatchObject({
      ok: true,
      part: { pricePaise: 2_50_000, stock: 5 },
    });
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "part.update"));
    expect(entry?.before).toEqual({ pricePaise: 2_40_000, stock: 2 });
    expect(entry?.after).toEqual({ pricePaise: 2_50_000, stock: 5 });
    expect(await updateSparePart(handle.db, owner, 999_999, { pricePaise: 100, stock: 0 })).toMatchObject({
      status: 404,
    });
    const [row] = await handle.db.select().from(spareParts).where(eq(spareParts.id, added.part.id));
    expect(row?.stock).toBe(5);
  });
});
