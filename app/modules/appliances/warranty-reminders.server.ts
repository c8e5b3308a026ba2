/**
 * The reminder that a manufacturer's warranty is ending (decision 053): asked for, per appliance, on
 * /my-appliances; sent once, 30 days before the warranty's last day, with a link to the appliance's
 * maintenance plans. The yes and the no are both kept in the consent history.
 */
import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { amcContracts, appliances, orderLines, orders } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { addDays, formatWeekday, todayInIndia } from "~/lib/india-time";
import { enqueueCustomerUpdate, type CustomerUpdateSettings } from "~/modules/notify/customer-updates.server";
import { recordUpdatesChoice } from "~/modules/privacy/consent-records.server";

import { warrantyReminderDays } from "./warranty-rules";

/**
 * Whether the customer can still ask for (or stop) the reminder on `today`: while the warranty runs and the
 * reminder has not gone out.
 */
export function warrantyReminderOpen(
  appliance: { warrantyUntil: string; warrantyRemindedOn: string | null },
  today: string,
): boolean {
  return appliance.warrantyRemindedOn === null && today <= appliance.warrantyUntil;
}

/**
 * Turns an appliance's warranty reminder on or off, in the page's language, and records the choice in the
 * consent history (purpose "order", subject the order). False when it can no longer be changed.
 */
export async function setWarrantyReminder(
  db: Executor,
  choice: { applianceId: number; on: boolean; language: Locale },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        warrantyUntil: appliances.warrantyUntil,
        warrantyRemindedOn: appliances.warrantyRemindedOn,
        phone: orders.phone,
        orderNumber: orders.orderNumber,
      })
      .from(appliances)
      .innerJoin(orders, eq(orders.id, appliances.orderId))
      .where(eq(appliances.id, choice.applianceId))
      .for("update", { of: appliances });
    if (!row || !warrantyReminderOpen(row, todayInIndia(now))) return false;
    await tx
      .update(appliances)
      .set({ warrantyReminders: choice.on, reminderLanguage: choice.language, updatedAt: now })
      .where(eq(appliances.id, choice.applianceId));
    await recordUpdatesChoice(tx, {
      phone: row.phone,
      purpose: "order",
      subject: row.orderNumber,
      given: choice.on,
      now,
    });
    return true;
  });
}

/**
 * Queues the reminder of every appliance whose customer asked for it and whose warranty ends within 30 days,
 * unless a maintenance contract is already bought or waiting for payment for it. The day it went out is
 * written in the same transaction, so it goes once however often the job runs. Returns how many were queued.
 */
export async function sendWarrantyReminders(
  tx: Executor,
  settings: CustomerUpdateSettings,
  now = new Date(),
): Promise<number> {
  const today = todayInIndia(now);
  const contracted = tx
    .select({ applianceId: amcContracts.applianceId })
    .from(amcContracts)
    .where(inArray(amcContracts.status, ["pending", "active"]));
  const due = await tx
    .update(appliances)
    .set({ warrantyRemindedOn: today })
    .where(
      and(
        eq(appliances.warrantyReminders, true),
        isNull(appliances.warrantyRemindedOn),
        gte(appliances.warrantyUntil, today),
        lte(appliances.warrantyUntil, addDays(today, warrantyReminderDays)),
        sql`${appliances.id} NOT IN ${contracted}`,
      ),
    )
    .returning({
      id: appliances.id,
      orderLineId: appliances.orderLineId,
      warrantyUntil: appliances.warrantyUntil,
      language: appliances.reminderLanguage,
    });
  for (const appliance of due) {
    const [order] = await tx
      .select({ title: orderLines.title, phone: orders.phone, email: orders.email })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, appliance.orderLineId));
    if (!order) continue;
    const language = appliance.language === "ta" ? "ta" : "en";
    await enqueueCustomerUpdate(
      tx,
      {
        kind: "warranty_ending",
        about: "appliance",
        subject: String(appliance.id),
        language,
        phone: order.phone,
        email: order.email || null,
        consent: true,
        values: [order.title, formatWeekday(appliance.warrantyUntil, language)],
      },
      settings,
      now,
    );
  }
  return due.length;
}
