import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { amcContracts, appliances, orders, shortLinks } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/india-time";
import {
  erasedPhone,
  erasedText,
  erasePersonalData,
  exportPersonalData,
} from "../../app/modules/account/personal-data.server";
import { anonymisePastTaxRetention } from "../../app/modules/account/tax-retention.server";
import { cancelAmc, recordAmcPayment } from "../../app/modules/amc/amc-contracts.server";
import { setWarrantyReminder } from "../../app/modules/appliances/warranty-reminders.server";
import { createShortLink } from "../../app/modules/notify/short-links.server";
import type { SignedInStaff } from "../../app/modules/staff/guard.server";
import { boughtContract } from "../support/amc-contracts";
import { soldAppliance } from "../support/repair-bookings";
import { openWithStaff } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

const today = todayInIndia();

describe.each(testBackends())("maintenance contracts and the customer's data, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
  });
  afterAll(() => handle?.close());

  const contractFor = (applianceId: number) =>
    boughtContract(handle.db, { applianceId, remindersConsent: true });

  it("exports them, refuses erasure while one waits or runs, then erases all but what the invoice shows", async () => {
    const applianceId = await soldAppliance(handle.db, { warrantyUntil: addDays(today, 20) });
    const [unit] = await handle.db.select().from(appliances).where(eq(appliances.id, applianceId));
    const [order] = await handle.db
      .update(orders)
      .set({ status: "delivered" })
      .where(eq(orders.id, unit!.orderId))
      .returning();
    const phone = order!.phone;
    await setWarrantyReminder(handle.db, { applianceId, on: true, language: "en" });
    await createShortLink(
      handle.db,
      { target: "appliance", subject: String(applianceId), language: "en" },
      new Date(),
    );

    const paid = await contractFor(applianceId);
    expect(await erasePersonalData(handle.db, phone)).toEqual({ ok: false, open: true });
    await recordAmcPayment(handle.db, owner, paid.id, { method: "cash", reference: null });
    expect(await erasePersonalData(handle.db, phone)).toEqual({ ok: false, open: true });

    const exported = await exportPersonalData(handle.db, phone);
    expect(exported.maintenanceContracts).toMatchObject([
      {
        contractNumber: paid.contractNumber,
        status: "active",
        payment: { method: "cash" },
        remindersConsent: true,
      },
    ]);
    expect(exported.appliances).toMatchObject([{ warrantyReminder: true }]);

    // the cover ends; an unpaid contract bought after it is cancelled
    await handle.db
      .update(amcContracts)
      .set({ startsOn: addDays(today, -366), endsOn: addDays(today, -1) })
      .where(eq(amcContracts.id, paid.id));
    const unpaid = await contractFor(applianceId);
    await cancelAmc(handle.db, owner, unpaid.id);

    const erased = await erasePersonalData(handle.db, phone);
    expect(erased.ok).toBe(true);
    const rows = await handle.db.select().from(amcContracts).where(eq(amcContracts.applianceId, applianceId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // the paid one keeps the name and address its tax invoice shows; the other keeps nothing
    expect(byId.get(paid.id)).toMatchObject({ phone: erasedPhone, name: paid.name, remindersConsent: false });
    expect(byId.get(paid.id)!.accessToken).not.toBe(paid.accessToken);
    expect(byId.get(unpaid.id)).toMatchObject({ phone: erasedPhone, name: erasedText, address: erasedText });
    const [after] = await handle.db.select().from(appliances).where(eq(appliances.id, applianceId));
    expect(after?.warrantyReminders).toBe(false);
    expect(
      await handle.db
        .select()
        .from(shortLinks)
        .where(eq(shortLinks.subject, String(applianceId))),
    ).toEqual([]);

    // once GST law lets the invoice go, its name and address go too
    await anonymisePastTaxRetention(handle.db, new Date(Date.now() + 8 * 366 * 86_400_000));
    const [past] = await handle.db.select().from(amcContracts).where(eq(amcContracts.id, paid.id));
    expect(past).toMatchObject({ name: erasedText, address: erasedText });
  });
});
