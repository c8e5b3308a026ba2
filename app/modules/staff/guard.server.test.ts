import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { staffUsers } from "../../../db/schema";
import { addStaffUser, requestAs, testContext } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { requireStaffAction, requireStaffPage } from "./guard.server";
import { sessionCookieName } from "./sessions.server";

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe.each(testBackends())("back-office guard on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("redirects an anonymous page request to the login with the path and query as next", async () => {
    const response = await thrown(
      requireStaffPage(
        new Request("http://127.0.0.1/admin/orders?status=new&page=2"),
        testContext(handle.db),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/admin/login?next=%2Fadmin%2Forders%3Fstatus%3Dnew%26page%3D2",
    );
  });

  it("answers an anonymous action with 401, and a forged cookie too", async () => {
    const anonymous = await thrown(
      requireStaffAction(
        new Request("http://127.0.0.1/admin/orders", { method: "POST" }),
        testContext(handle.db),
      ),
    );
    expect(anonymous.status).toBe(401);
    const forged = new Request("http://127.0.0.1/admin/orders", {
      method: "POST",
      headers: { Cookie: `${sessionCookieName}=${"a".repeat(43)}` },
    });
    expect((await thrown(requireStaffAction(forged, testContext(handle.db)))).status).toBe(401);
  });

  it("lets staff into staff pages and actions but answers 403 on owner-only ones", async () => {
    const staff = await addStaffUser(handle.db);
    const context = testContext(handle.db);
    const page = await requestAs(handle.db, staff.id, "http://127.0.0.1/admin/orders");
    expect(await requireStaffPage(page, context)).toEqual({
      id: staff.id,
      username: staff.username,
      displayName: staff.displayName,
      role: "staff",
    });
    expect((await requireStaffAction(page, context, "staff")).id).toBe(staff.id);
    expect((await thrown(requireStaffPage(page, context, "owner"))).status).toBe(403);
    expect((await thrown(requireStaffAction(page, context, "owner"))).status).toBe(403);
  });

  it("lets the owner into everything", async () => {
    const owner = await addStaffUser(handle.db, { role: "owner" });
    const request = await requestAs(handle.db, owner.id, "http://127.0.0.1/admin/staff");
    expect((await requireStaffPage(request, testContext(handle.db), "owner")).role).toBe("owner");
    expect((await requireStaffAction(request, testContext(handle.db), "owner")).role).toBe("owner");
  });

  it("refuses a deactivated user's session at once", async () => {
    const staff = await addStaffUser(handle.db);
    const request = await requestAs(handle.db, staff.id, "http://127.0.0.1/admin/bookings");
    await handle.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, staff.id));
    expect((await thrown(requireStaffPage(request, testContext(handle.db)))).status).toBe(302);
  });
});
