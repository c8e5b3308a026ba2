/**
 * Reminders of a maintenance contract (decision 052), sent only to customers who asked for them when they
 * bought it: 30 days before it ends, and when a periodic service is due while visits are left. Each
 * reminder is recorded by contract, kind and due day in the same transaction that queues it, so it goes
 * out once however often the job runs and however many processes run it.
 */
import { and, count, eq, gte } from "drizzle-orm";

import type { Executor } from "../../../db/client.server";
import { amcContracts, amcReminders, amcVisits } from "../../../db/schema";
import type { AmcContract } from "../../../db/schema";
import { addDays, formatWeekday, todayInIndia, utcDay } from "~/lib/india-time";
import { enqueueCustomerUpdate, type CustomerUpdateSettings } from "~/modules/notify/customer-updates.server";

import { amcRenewalDays } from "./amc-rules";

export type AmcReminder = { kind: "amc_ending" | "service_due"; dueOn: string };

/**
 * The reminder a running contract is due on `today`, if any: the ending one from 30 days before its last
 * day; before that, a service in the middle of each of its visits' equal shares of the term (a 12-month
 * plan with 2 visits: about 3 and 9 months in), while visits are left.
 */
export function dueReminder(
  contract: { startsOn: string; endsOn: string; visitsIncluded: number },
  visitsUsed: number,
  today: string,
): AmcReminder | null {
  if (today < contract.startsOn || today > contract.endsOn) return null;
  const endingFrom = addDays(contract.endsOn, -amcRenewalDays);
  if (today >= endingFrom) return { kind: "amc_ending", dueOn: endingFrom };
  if (visitsUsed >= contract.visitsIncluded) return null;
  const termDays = (utcDay(contract.endsOn) - utcDay(contract.startsOn)) / 86_400_000 + 1;
  const share = termDays / contract.visitsIncluded;
  let due: string | null = null;
  for (let visit = 0; visit < contract.visitsIncluded; visit += 1) {
    const dueOn = addDays(contract.startsOn, Math.floor((visit + 0.5) * share));
    if (dueOn <= today && dueOn < endingFrom) due = dueOn;
  }
  return due === null ? null : { kind: "service_due", dueOn: due };
}

/** Queues the one reminder a contract is due, unless it went out already. True when one was queued. */
async function remind(
  tx: Executor,
  contract: AmcContract,
  reminder: AmcReminder,
  settings: CustomerUpdateSettings,
  now: Date,
): Promise<boolean> {
  const [fresh] = await tx
    .insert(amcReminders)
    .values({ contractId: contract.id, kind: reminder.kind, dueOn: reminder.dueOn, sentAt: now })
    .onConflictDoNothing()
    .returning({ contractId: amcReminders.contractId });
  if (!fresh) return false;
  await enqueueCustomerUpdate(
    tx,
    {
      kind: reminder.kind,
      about: "amc",
      subject: contract.contractNumber,
      language: contract.language,
      phone: contract.phone,
      email: null,
      consent: true,
      values:
        reminder.kind === "amc_ending"
          ? [contract.contractNumber, formatWeekday(contract.endsOn!, contract.language)]
          : [contract.contractNumber],
    },
    settings,
    now,
  );
  return true;
}

/** Every running contract with the customer's consent gets the reminder it is due; returns how many were queued. */
export async function sendAmcReminders(
  db: Executor,
  settings: CustomerUpdateSettings,
  now = new Date(),
): Promise<number> {
  const today = todayInIndia(now);
  const contracts = await db
    .select()
    .from(amcContracts)
    .where(
      and(
        eq(amcContracts.status, "active"),
        eq(amcContracts.remindersConsent, true),
        gte(amcContracts.endsOn, today),
      ),
    );
  let queued = 0;
  for (const contract of contracts) {
    const [used] = await db
      .select({ visits: count() })
      .from(amcVisits)
      .where(eq(amcVisits.contractId, contract.id));
    const reminder = dueReminder(
      { startsOn: contract.startsOn!, endsOn: contract.endsOn!, visitsIncluded: contract.visitsIncluded },
      used?.visits ?? 0,
      today,
    );
    if (reminder && (await remind(db, contract, reminder, settings, now))) queued += 1;
  }
  return queued;
}
