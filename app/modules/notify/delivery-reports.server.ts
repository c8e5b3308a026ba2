import crypto from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import type { DeliveryState, MessageChannel } from "../../../db/enums";
import { outbox } from "../../../db/schema";
import { notOnWhatsAppCodes } from "./channels/whatsapp-cloud.server";
import { fallBackToSms, type Executor } from "./outbox.server";

/** One status a provider reported for a message it accepted earlier. */
export type StatusReport = {
  providerMessageId: string;
  state: Exclude<DeliveryState, "accepted">;
  /** The provider's code for a failure ("131026", MSG91's status "16"). */
  code: string | null;
  /** The code and the provider's words, as the outbox shows them. */
  error: string | null;
  at: Date;
};

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null =>
  typeof value === "string" || typeof value === "number" ? String(value).slice(0, 200) : null;

/**
 * Meta signs each webhook with X-Hub-Signature-256: "sha256=" and the hex HMAC-SHA256 of the raw body,
 * keyed with the app secret.
 */
export function verifyMetaSignature(raw: Uint8Array, header: string | null, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/.exec(header ?? "")?.[1];
  if (!given) return false;
  const expected = crypto.createHmac("sha256", appSecret).update(raw).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

const whatsAppStates = new Set(["sent", "delivered", "read", "failed"]);

/** The message statuses in a WhatsApp Cloud API webhook: entry[].changes[].value.statuses[]. */
export function whatsAppStatuses(payload: unknown, now: Date): StatusReport[] {
  return asArray(asRecord(payload).entry).flatMap((entry) =>
    asArray(asRecord(entry).changes).flatMap((change) =>
      asArray(asRecord(asRecord(change).value).statuses).flatMap((item): StatusReport[] => {
        const status = asRecord(item);
        const id = text(status.id);
        const state = text(status.status);
        if (!id || !state || !whatsAppStates.has(state)) return [];
        const [failure] = asArray(status.errors).map(asRecord);
        const code = failure ? text(failure.code) : null;
        const seconds = Number(status.timestamp);
        return [
          {
            providerMessageId: id,
            state: state as StatusReport["state"],
            code,
            error: failure
              ? [code, text(failure.title) ?? text(failure.message)].filter(Boolean).join(" ")
              : null,
            at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now,
          },
        ];
      }),
    ),
  );
}

/** MSG91's report statuses: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. */
const msg91Failures = new Set(["2", "9", "16", "17", "25"]);

/**
 * MSG91's delivery reports (webhook version 3, JSON): one report, or a list of them, each with the request
 * id the send answered, the status and its description.
 */
export function msg91Reports(payload: unknown, now: Date): StatusReport[] {
  const reports = Array.isArray(payload) ? payload : [payload];
  return reports.flatMap((item): StatusReport[] => {
    const report = asRecord(item);
    const id = text(report.requestId);
    const status = text(report.status);
    if (!id || !status) return [];
    const failed = msg91Failures.has(status);
    if (status !== "1" && !failed) return [];
    return [
      {
        providerMessageId: id,
        state: failed ? "failed" : "delivered",
        code: failed ? status : null,
        error: failed ? [status, text(report.desc)].filter(Boolean).join(" ") : null,
        at: now,
      },
    ];
  });
}

// A report may overtake an earlier one (delivered before sent): a state only replaces one before it.
const rank = (column: typeof outbox.delivery) =>
  sql`CASE ${column} WHEN 'accepted' THEN 0 WHEN 'sent' THEN 1 WHEN 'failed' THEN 2 WHEN 'delivered' THEN 3 WHEN 'read' THEN 4 ELSE -1 END`;
const ranks: Record<StatusReport["state"], number> = { sent: 1, failed: 2, delivered: 3, read: 4 };

/**
 * Stores each report on its message; a WhatsApp message that could not reach the number falls back to SMS
 * once when SMS is on. Returns how many messages changed.
 */
export async function recordStatusReports(
  db: Executor,
  channel: MessageChannel,
  reports: readonly StatusReport[],
  { smsOn }: { smsOn: boolean },
): Promise<number> {
  let changed = 0;
  for (const report of reports) {
    const [row] = await db
      .update(outbox)
      .set({ delivery: report.state, deliveryError: report.error, deliveryAt: report.at })
      .where(
        and(
          eq(outbox.providerMessageId, report.providerMessageId),
          eq(outbox.channel, channel),
          sql`${rank(outbox.delivery)} < ${ranks[report.state]}`,
        ),
      )
      .returning();
    if (!row) continue;
    changed += 1;
    if (smsOn && report.state === "failed" && report.code && notOnWhatsAppCodes.has(report.code)) {
      await fallBackToSms(db, row);
    }
  }
  return changed;
}
