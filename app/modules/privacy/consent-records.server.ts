import { desc, eq } from "drizzle-orm";

import { dataNoticesText } from "./texts/en/data-notices";
import { formatIndiaDateTime } from "~/lib/india-time";
import { textIn } from "~/i18n/text";
import type { Locale } from "~/i18n/locale";
import type { Executor } from "../../../db/client.server";
import type { DataNoticeKind } from "../../../db/enums";
import { consentRecords, type ConsentRecord } from "../../../db/schema";

import { noticeVersions, type ConsentHistoryView } from "./data-notices";

/**
 * Records what a customer agreed to as a form collected their data (in that form's transaction): the
 * notice of its kind at its current version, and the updates when they ticked them.
 */
export async function recordConsents(
  tx: Pick<Executor, "insert">,
  given: { phone: string; purpose: DataNoticeKind; subject?: string | null; updates: boolean; now: Date },
): Promise<void> {
  const base = {
    phone: given.phone,
    purpose: given.purpose,
    subject: given.subject ?? null,
    given: true,
    noticeVersion: noticeVersions[given.purpose],
    at: given.now,
  };
  await tx
    .insert(consentRecords)
    .values([
      { ...base, scope: "notice" as const },
      ...(given.updates ? [{ ...base, scope: "updates" as const }] : []),
    ]);
}

/** Records that the customer stopped updates: about one order, booking or complaint, or (no subject) all. */
export async function recordUpdatesWithdrawn(
  tx: Pick<Executor, "insert">,
  withdrawn: { phone: string; purpose: DataNoticeKind; subject?: string | null; now: Date },
): Promise<void> {
  await recordUpdatesChoice(tx, { ...withdrawn, given: false });
}

/**
 * Records the customer's yes or no to messages about one thing they bought (a maintenance contract's
 * reminders, asked for on its own form after the order's notice).
 */
export async function recordUpdatesChoice(
  tx: Pick<Executor, "insert">,
  choice: { phone: string; purpose: DataNoticeKind; subject?: string | null; given: boolean; now: Date },
): Promise<void> {
  await tx.insert(consentRecords).values({
    phone: choice.phone,
    purpose: choice.purpose,
    scope: "updates",
    given: choice.given,
    subject: choice.subject ?? null,
    noticeVersion: noticeVersions[choice.purpose],
    at: choice.now,
  });
}

/** A number's consent history, newest first. */
export function consentHistory(
  db: Pick<Executor, "select">,
  phone: string,
  limit = 1_000,
): Promise<ConsentRecord[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.phone, phone))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id))
    .limit(limit);
}

/** The account's list of what the number agreed to and stopped, written in the page's language. */
export async function consentHistoryView(
  db: Pick<Executor, "select">,
  phone: string,
  locale: Locale,
): Promise<ConsentHistoryView> {
  const t = textIn(dataNoticesText, locale);
  const rows = await consentHistory(db, phone, 50);
  return {
    title: t.historyTitle,
    rows: rows.map((row) => {
      const what = `${t[`purpose.${row.purpose}`]} ${row.subject ?? (row.scope === "updates" ? t.allOfThem : "")}`;
      const how =
        row.scope === "notice"
          ? t.noticeGiven(row.noticeVersion)
          : row.given
            ? t.updatesGiven
            : t.updatesWithdrawn;
      return { id: row.id, at: formatIndiaDateTime(row.at, locale), text: `${what.trim()}: ${how}` };
    }),
  };
}
