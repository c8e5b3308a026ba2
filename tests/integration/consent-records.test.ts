import { createHash } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { dataNoticeKinds } from "../../db/enums";
import { consentRecords, orders } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed.server";
import { testBackends } from "../support/test-database";
import "../../app/i18n/tamil.server";
import { sessionDays } from "../../app/modules/account/sign-in-rules";
import { stopAllUpdates } from "../../app/modules/account/account-overview.server";
import { erasePersonalData, exportPersonalData } from "../../app/modules/account/personal-data.server";
import { checkoutSchema } from "../../app/modules/orders/checkout.schema";
import { placeOrder } from "../../app/modules/orders/place-order.server";
import { stopOrderUpdates } from "../../app/modules/orders/order-updates.server";
import { storeContactMessage } from "../../app/modules/contact/contact.server";

import { consentHistoryView } from "../../app/modules/privacy/consent-records.server";
import { dataNotice } from "../../app/modules/privacy/data-notice.server";
import { noticeVersions } from "../../app/modules/privacy/data-notices";

/**
 * The texts each notice version was published with. A notice whose words change must get a new version
 * (noticeVersions), so a consent record always names the words the customer saw: then record the new
 * fingerprint here.
 */
const publishedNotices: Record<string, string> = {
  "order@2026-11-28": "9edcbf22add347a3",
  "booking@2026-11-28": "becf6aaf383adbd1",
  "contact@2026-11-28": "18758ad48f52a11d",
  "sign-in@2026-11-28": "4d5e87d8023a43b5",
  "complaint@2026-11-28": "23783060e2f767ea",
};

function fingerprint(kind: (typeof dataNoticeKinds)[number]): string {
  const texts = (["en", "ta"] as const).map((locale) => {
    const { version: _version, versionLabel: _label, ...words } = dataNotice(kind, locale);
    return words;
  });
  return createHash("sha256").update(JSON.stringify(texts)).digest("hex").slice(0, 16);
}

describe("the itemised notices", () => {
  it.each(dataNoticeKinds)("%s: what, why and how long in both languages, at a published version", (kind) => {
    for (const locale of ["en", "ta"] as const) {
      const notice = dataNotice(kind, locale);
      expect(notice.items).toHaveLength(3);
      for (const item of notice.items) expect(item.text.length).toBeGreaterThan(10);
      expect(notice.officerLink).toContain("R. Lakshmi");
    }
    // the sign-in notice states the session's real lifetime
    if (kind === "sign-in") expect(dataNotice(kind, "en").items[2]?.text).toContain(`${sessionDays} days`);
    expect(dataNotice(kind, "ta").items[0]?.text).not.toBe(dataNotice(kind, "en").items[0]?.text);
    expect(fingerprint(kind), `the ${kind} notice's words changed: give it a new version`).toBe(
      publishedNotices[`${kind}@${noticeVersions[kind]}`],
    );
  });
});

describe.each(testBackends())("consent records on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  const rows = (phone: string) =>
    handle.db
      .select({
        purpose: consentRecords.purpose,
        scope: consentRecords.scope,
        given: consentRecords.given,
        subject: consentRecords.subject,
        noticeVersion: consentRecords.noticeVersion,
      })
      .from(consentRecords)
      .where(eq(consentRecords.phone, phone))
      .orderBy(asc(consentRecords.id));

  async function order(phone: string, updates: boolean) {
    const placed = await placeOrder(
      handle.db,
      {
        idempotencyKey: `consent-${phone}-${updates}-${Date.now()}`,
        customer: checkoutSchema.parse({
          name: "Kavitha Raman",
          email: "kavitha@example.test",
          phone,
          address: "7, Gandhiji Road, Near Post Office",
          city: "Erode",
          state: "Tamil Nadu",
          pincode: "638001",
          paymentMethod: "cod",
          agreeTerms: "on",
          ...(updates ? { updates: "on" } : {}),
        }),
        lines: [{ productId: 11, quantity: 1 }],
      },
      { notifyTo: "orders@example.test" },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.refusal));
    return placed.order.orderNumber;
  }

  it("records each form's notice and the updates agreed, and each withdrawal, with the notice version", async () => {
    const phone = "9843066601";
    const withUpdates = await order(phone, true);
    const without = await order(phone, false);
    await storeContactMessage(
      handle.db,
      {
        name: "Kavitha",
        phone,
        topic: "sales",
        applianceType: undefined,
        message: "Do you deliver to Bhavani?",
      },
      { recipient: "owner@example.test" },
    );
    const [row] = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, withUpdates));
    await stopOrderUpdates(handle.db, row!.id, new Date());
    await stopAllUpdates(handle.db, phone, new Date());
    const version = noticeVersions.order;
    expect(await rows(phone)).toEqual([
      { purpose: "order", scope: "notice", given: true, subject: withUpdates, noticeVersion: version },
      { purpose: "order", scope: "updates", given: true, subject: withUpdates, noticeVersion: version },
      { purpose: "order", scope: "notice", given: true, subject: without, noticeVersion: version },
      {
        purpose: "contact",
        scope: "notice",
        given: true,
        subject: null,
        noticeVersion: noticeVersions.contact,
      },
      { purpose: "order", scope: "updates", given: false, subject: withUpdates, noticeVersion: version },
      { purpose: "order", scope: "updates", given: false, subject: null, noticeVersion: version },
      { purpose: "booking", scope: "updates", given: false, subject: null, noticeVersion: version },
      { purpose: "complaint", scope: "updates", given: false, subject: null, noticeVersion: version },
    ]);
    // nothing of another number
    expect(await rows("9843066699")).toEqual([]);

    const history = await consentHistoryView(handle.db, phone, "en");
    expect(history.title).toBe("What you agreed to, and when");
    expect(history.rows.map((entry) => entry.text)).toContain(
      `Order ${withUpdates}: agreed to SMS, WhatsApp and e-mail updates`,
    );
    expect(history.rows.map((entry) => entry.text)).toContain("Order all: updates stopped");
    const tamil = await consentHistoryView(handle.db, phone, "ta");
    expect(tamil.rows.map((entry) => entry.text)).toContain(
      `ஆர்டர் ${without}: விவரங்கள் அளிக்கப்பட்டன, அறிவிப்புப் பதிப்பு ${version}`,
    );

    const exported = await exportPersonalData(handle.db, phone);
    expect(exported.consents).toHaveLength(8);
    expect(exported.consents).toContainEqual(
      expect.objectContaining({ purpose: "order", scope: "notice", about: without, noticeVersion: version }),
    );

    // erasure keeps the proof of what was agreed, without the number
    expect((await erasePersonalData(handle.db, phone, new Date())).ok).toBe(false); // orders not delivered
    await handle.db.update(orders).set({ status: "delivered" }).where(eq(orders.phone, phone));
    expect((await erasePersonalData(handle.db, phone, new Date())).ok).toBe(true);
    expect(await rows(phone)).toEqual([]);
    expect((await rows("erased")).length).toBeGreaterThanOrEqual(8);
  });
});
