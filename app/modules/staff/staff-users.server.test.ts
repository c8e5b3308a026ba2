import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, staffSessions, staffUsers } from "../../../db/schema";
import { addStaffUser } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { auditChanges, listAudit, recordAudit } from "./audit.server";
import { bootstrapOwner } from "./bootstrap-owner.server";
import { verifyPassword } from "./password.server";
import { sessionIdForToken } from "~/lib/session-cookie.server";

import { createSession, readSession } from "./sessions.server";
import {
  changeStaffRole,
  createStaffUser,
  resetStaffPassword,
  setStaffActive,
  StaffChangeError,
} from "./staff-users.server";

describe.each(testBackends())("staff management and audit on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  const auditFor = (entityId: number) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "staff_user"), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id));

  it("creates the first owner once, from ADMIN_PASSWORD or a generated password", async () => {
    const first = await bootstrapOwner(handle.db, { password: "owner-password-123" });
    expect(first).toEqual({ created: true, username: "admin", generatedPassword: null });
    const [admin] = await handle.db.select().from(staffUsers).where(eq(staffUsers.username, "admin"));
    expect(admin).toMatchObject({ displayName: "Owner", role: "owner", active: true });
    expect(await verifyPassword("owner-password-123", admin!.passwordHash)).toBe(true);
    expect(await bootstrapOwner(handle.db, { password: "another-password-1" })).toEqual({ created: false });

    const fresh = await backend.open();
    try {
      const generated = await bootstrapOwner(fresh.db, {});
      if (!generated.created || !generated.generatedPassword)
        throw new Error("expected a generated password");
      const [row] = await fresh.db.select().from(staffUsers);
      expect(await verifyPassword(generated.generatedPassword, row!.passwordHash)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("creates users with a hashed password and audits it without the password", async () => {
    const owner = await addStaffUser(handle.db, { role: "owner" });
    const created = await createStaffUser(handle.db, owner, {
      username: "priya.s",
      displayName: "Priya S",
      role: "staff",
      password: "priya-password-1",
    });
    const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, created.id));
    expect(row?.passwordHash).toMatch(/^\$scrypt\$/);
    const [audit] = await auditFor(created.id);
    expect(audit).toMatchObject({
      userId: owner.id,
      actor: `${owner.displayName} (${owner.username})`,
      action: "staff.create",
      before: null,
      after: { username: "priya.s", displayName: "Priya S", role: "staff", active: true },
    });
    expect(JSON.stringify(audit)).not.toContain("priya-password-1");
    await expect(
      createStaffUser(handle.db, owner, {
        username: "priya.s",
        displayName: "Other",
        role: "staff",
        password: "x".repeat(12),
      }),
    ).rejects.toThrow("That username is already taken.");
  });

  it("changes roles with before and after in the log, but never the owner's own", async () => {
    const owner = await addStaffUser(handle.db, { role: "owner" });
    const staff = await addStaffUser(handle.db);
    await changeStaffRole(handle.db, owner, staff.id, "owner");
    const [audit] = await auditFor(staff.id);
    expect(audit).toMatchObject({
      action: "staff.role",
      before: { role: "staff" },
      after: { role: "owner" },
    });
    await expect(changeStaffRole(handle.db, owner, owner.id, "staff")).rejects.toThrow(
      "You cannot change your own role.",
    );
  });

  it("protects the last active owner from demotion and deactivation", async () => {
    const db = await backend.open();
    try {
      const owner = await addStaffUser(db.db, { role: "owner" });
      const other = await addStaffUser(db.db, { role: "owner" });
      // other is the acting owner; owner becomes the only one left after other is made staff by owner
      await changeStaffRole(db.db, owner, other.id, "staff");
      const demoted = { ...other, role: "staff" as const };
      const actingAsOther = { ...demoted, role: "owner" as const };
      // Even an owner session acting on them cannot remove the last owner.
      await expect(changeStaffRole(db.db, actingAsOther, owner.id, "staff")).rejects.toBeInstanceOf(
        StaffChangeError,
      );
      await expect(changeStaffRole(db.db, actingAsOther, owner.id, "staff")).rejects.toThrow(/last owner/);
      await expect(setStaffActive(db.db, actingAsOther, owner.id, false)).rejects.toThrow(/last owner/);
      await expect(setStaffActive(db.db, owner, owner.id, false)).rejects.toThrow(
        "You cannot deactivate yourself.",
      );
      const [row] = await db.db.select().from(staffUsers).where(eq(staffUsers.id, owner.id));
      expect(row).toMatchObject({ role: "owner", active: true });
    } finally {
      await db.close();
    }
  });

  it("deactivating ends the user's sessions; reactivating lets them back in", async () => {
    const owner = await addStaffUser(handle.db, { role: "owner" });
    const staff = await addStaffUser(handle.db);
    const token = await createSession(handle.db, staff.id);
    await setStaffActive(handle.db, owner, staff.id, false);
    expect(await handle.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toEqual(
      [],
    );
    expect(await readSession(handle.db, token)).toBeNull();
    await setStaffActive(handle.db, owner, staff.id, true);
    const actions = (await auditFor(staff.id)).map((row) => [row.action, row.before, row.after]);
    expect(actions.slice(0, 2)).toEqual([
      ["staff.reactivate", { active: false }, { active: true }],
      ["staff.deactivate", { active: true }, { active: false }],
    ]);
  });

  it("resetting a password ends the user's sessions, but keeps the owner's own current one", async () => {
    const owner = await addStaffUser(handle.db, { role: "owner" });
    const staff = await addStaffUser(handle.db);
    const staffToken = await createSession(handle.db, staff.id);
    await resetStaffPassword(handle.db, owner, staff.id, "brand-new-password");
    expect(await readSession(handle.db, staffToken)).toBeNull();
    const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(await verifyPassword("brand-new-password", row!.passwordHash)).toBe(true);

    const current = await createSession(handle.db, owner.id);
    const elsewhere = await createSession(handle.db, owner.id);
    await resetStaffPassword(handle.db, owner, owner.id, "owners-new-password", sessionIdForToken(current));
    expect(await readSession(handle.db, current)).not.toBeNull();
    expect(await readSession(handle.db, elsewhere)).toBeNull();
    const [audit] = await auditFor(owner.id);
    expect(audit).toMatchObject({ action: "staff.password_reset", after: { password: "changed" } });
    expect(JSON.stringify(audit)).not.toContain("owners-new-password");
  });

  it("writes an audit row in the caller's transaction: a rolled-back change leaves no row", async () => {
    const owner = await addStaffUser(handle.db, { role: "owner" });
    await expect(
      handle.db.transaction(async (tx) => {
        await recordAudit(tx, owner, {
          action: "product.update",
          entity: "rollback_probe",
          entityId: 1,
          before: { a: 1 },
          after: { a: 2 },
        });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.entity, "rollback_probe"))).toEqual([]);
  });

  it("lists the log newest first, paginated and filtered by entity, with readable diffs", async () => {
    const owner = await addStaffUser(handle.db, { role: "owner" });
    for (let i = 1; i <= 55; i++) {
      await recordAudit(handle.db, owner, {
        action: "order.advance",
        entity: "order_probe",
        entityId: i,
        before: { status: "new", when: new Date("2030-01-01T00:00:00Z") },
        after: { status: "confirmed", when: new Date("2030-01-01T00:00:00Z") },
      });
    }
    const first = await listAudit(handle.db, { entity: "order_probe" });
    expect(first.total).toBe(55);
    expect(first.pageCount).toBe(2);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.entityId).toBe("55");
    expect(first.entries.every((entry) => entry.entity === "order_probe")).toBe(true);
    const second = await listAudit(handle.db, { entity: "order_probe", page: 2 });
    expect(second.entries.map((entry) => entry.entityId)).toEqual(["5", "4", "3", "2", "1"]);
    expect(first.entities).toEqual(expect.arrayContaining(["order_probe", "staff_user"]));
    expect(auditChanges(second.entries[0]!.before, second.entries[0]!.after)).toEqual([
      { field: "status", before: "new", after: "confirmed" },
    ]);
    const beyond = await listAudit(handle.db, { entity: "order_probe", page: 99 });
    expect(beyond.page).toBe(2);
  });
});
