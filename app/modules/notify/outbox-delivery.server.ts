import { randomUUID } from "node:crypto";

import type { Database } from "../../../db/client.server";
import type { MessageChannel } from "../../../db/enums";
import { dealer } from "../../lib/dealer";
import type { Env } from "../../lib/env.server";
import { ProviderError, type ChannelSenders, type NotifyLogger } from "./channels/channel-sender";
import { createLogSender } from "./channels/log-sender.server";
import { createMsg91Sender } from "./channels/sms-msg91.server";
import { createWhatsAppCloudSender, notOnWhatsAppCodes } from "./channels/whatsapp-cloud.server";
import { createSmtpSender, redact } from "./mailer.server";
import {
  claimDueNotifications,
  claimLeaseMs,
  fallBackToSms,
  markAttemptFailed,
  markSent,
  onNotificationQueued,
  renewClaim,
} from "./outbox.server";

function describeError(error: unknown): { message: string; code?: string; responseCode?: number } {
  if (error instanceof Error) {
    const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
    return {
      message: error.message,
      code: typeof code === "string" ? code : undefined,
      responseCode: typeof responseCode === "number" ? responseCode : undefined,
    };
  }
  return { message: String(error) };
}

/** The senders of the channels the environment configures: e-mail with SMTP_URL, SMS and WhatsApp with a provider. */
export function channelSenders(env: Env, logger?: NotifyLogger): ChannelSenders {
  const senders: ChannelSenders = {};
  if (env.SMTP_URL) {
    senders.email = createSmtpSender({
      url: env.SMTP_URL,
      from: env.SMTP_FROM ?? dealer.email,
      requireTLS: env.SMTP_REQUIRE_TLS,
    });
  }
  if (env.SMS_PROVIDER === "log") senders.sms = createLogSender("sms", logger);
  if (env.SMS_PROVIDER === "msg91") {
    senders.sms = createMsg91Sender({
      apiUrl: env.SMS_API_URL,
      authKey: env.SMS_AUTH_KEY ?? "",
      templateIds: env.SMS_TEMPLATE_IDS ?? {},
    });
  }
  if (env.WHATSAPP_PROVIDER === "log") senders.whatsapp = createLogSender("whatsapp", logger);
  if (env.WHATSAPP_PROVIDER === "cloud") {
    senders.whatsapp = createWhatsAppCloudSender({
      apiUrl: env.WHATSAPP_API_URL,
      token: env.WHATSAPP_TOKEN ?? "",
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? "",
      appSecret: env.WHATSAPP_APP_SECRET,
      englishCode: env.WHATSAPP_ENGLISH_CODE,
    });
  }
  return senders;
}

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/**
 * Sends every due pending notification of a configured channel once; failures are recorded for a later
 * retry. Each row's lease is renewed just before its send, and a row whose lease another process took over
 * meanwhile is left to that process: across processes, a message goes out once.
 */
export async function deliverDueNotifications(
  db: Database,
  senders: ChannelSenders,
  {
    logger,
    now = () => new Date(),
    batch = 10,
    leaseMs = claimLeaseMs,
    stopping = () => false,
  }: {
    logger?: NotifyLogger;
    now?: () => Date;
    batch?: number;
    leaseMs?: number;
    stopping?: () => boolean;
  } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const channels = (Object.keys(senders) as MessageChannel[]).filter((channel) => senders[channel]);
  const claimant = randomUUID();
  const rows = await claimDueNotifications(db, { now: now(), limit: batch, channels, claimant, leaseMs });
  for (const row of rows) {
    // rows left over keep their lease and are tried again once it ends
    if (stopping()) break;
    if (!(await renewClaim(db, row.id, claimant, { now: now(), leaseMs }))) continue;
    const data = { outboxId: row.id, kind: row.kind, channel: row.channel };
    try {
      const sender = senders[row.channel];
      if (!sender) throw new Error(`the ${row.channel} channel is off`);
      const accepted = await sender.send(row);
      await markSent(db, row.id, now(), accepted.providerMessageId ?? null);
      report.sent += 1;
      logger?.info(data, "notification sent");
    } catch (error) {
      const { message, code, responseCode } = describeError(error);
      const refusal = error instanceof ProviderError ? error.refusal : { permanent: false };
      const outcome = await markAttemptFailed(db, row.id, redact(message), now(), refusal);
      report[outcome === "failed" ? "failed" : "retrying"] += 1;
      if (senders.sms && refusal.code && notOnWhatsAppCodes.has(refusal.code)) await fallBackToSms(db, row);
      const failure = { ...data, attempt: row.attempts + 1, code, responseCode };
      if (outcome === "failed")
        logger?.error(failure, "notification failed for good; it stays in the outbox");
      else logger?.warn({ ...failure, error: redact(message) }, "notification not sent; will retry");
    }
  }
  return report;
}

export type OutboxDelivery = {
  /** Runs one delivery round now (also used by tests); resolves when it is done. */
  runOnce(): Promise<DeliveryReport>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
};

/**
 * A notification queued in a transaction is readable once it commits: the round it wakes starts this
 * long after, and the regular round still finds any that took longer.
 */
const queuedDelayMs = 200;

/**
 * Delivers the outbox every `intervalMs` while the server runs, and within a moment of this process queueing
 * a notification (a customer waits for their order's SMS; a WhatsApp refusal's SMS goes at once). Without
 * any configured channel it does nothing: the dealer's notifications stay pending for the back office.
 */
export function startOutboxDelivery({
  db,
  senders,
  logger,
  intervalMs = 10_000,
}: {
  db: Database;
  senders: ChannelSenders;
  logger?: NotifyLogger;
  intervalMs?: number;
}): OutboxDelivery {
  const idle: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (!senders.email) logger?.info({}, "SMTP_URL is not set: the dealer's notifications wait in the outbox");
  if (Object.keys(senders).length === 0) {
    return { runOnce: () => Promise.resolve(idle), stop: () => Promise.resolve() };
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let soon = false;
  /** Something was queued since the current round claimed its rows. */
  let queued = false;
  let running: Promise<DeliveryReport> | undefined;

  function runOnce(): Promise<DeliveryReport> {
    running ??= deliverDueNotifications(db, senders, { logger, stopping: () => stopped })
      .catch((error: unknown) => {
        logger?.error({ error: redact(describeError(error).message) }, "outbox delivery round failed");
        return idle;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function wait(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(round, ms);
    timer.unref();
  }

  function round() {
    soon = false;
    queued = false;
    void runOnce().finally(() => {
      if (queued) runSoon();
      else if (!soon) wait(intervalMs);
    });
  }

  function runSoon() {
    if (soon) return;
    soon = true;
    wait(queuedDelayMs);
  }

  const stopListening = onNotificationQueued(() => {
    queued = true;
    if (!running) runSoon();
  });
  wait(intervalMs);
  return {
    runOnce,
    async stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await running;
      for (const sender of Object.values(senders)) sender.close?.();
    },
  };
}
