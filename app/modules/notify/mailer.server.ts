import nodemailer from "nodemailer";

import type { Database } from "../../../db/client.server";
import { dealer } from "../../lib/dealer";
import { claimDueNotifications, markAttemptFailed, markSent } from "./outbox.server";

/** The few logger methods used here; pino's logger fits. */
export type NotifyLogger = {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
};

type MailMessage = { to: string; subject: string; text: string };

/** Sends one message; resolves when the SMTP server accepted it, rejects with its reason otherwise. */
export type MailSender = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export function createSmtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: { name: dealer.name, address: dealer.email }, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}

/** Error text without e-mail addresses or long digit runs (phone numbers), safe for logs. */
export function redact(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"']+/g, "[address]").replace(/\+?\d[\d\s-]{6,}\d/g, "[number]");
}

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

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/** Sends every due pending notification once; failures are recorded for a later retry. */
export async function deliverDueNotifications(
  db: Database,
  sender: MailSender,
  {
    logger,
    now = () => new Date(),
    batch = 10,
    stopping = () => false,
  }: { logger?: NotifyLogger; now?: () => Date; batch?: number; stopping?: () => boolean } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const rows = await claimDueNotifications(db, { now: now(), limit: batch });
  for (const row of rows) {
    // rows left over keep their lease and are tried again once it ends
    if (stopping()) break;
    try {
      await sender.send({ to: row.recipient, subject: row.subject, text: row.body });
      await markSent(db, row.id, now());
      report.sent += 1;
      logger?.info({ outboxId: row.id, kind: row.kind }, "notification sent");
    } catch (error) {
      const { message, code, responseCode } = describeError(error);
      const outcome = await markAttemptFailed(db, row.id, redact(message), now());
      report[outcome === "failed" ? "failed" : "retrying"] += 1;
      const data = { outboxId: row.id, kind: row.kind, attempt: row.attempts + 1, code, responseCode };
      if (outcome === "failed") logger?.error(data, "notification failed for good; it stays in the outbox");
      else logger?.warn({ ...data, error: redact(message) }, "notification not sent; will retry");
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
 * Delivers the outbox every `intervalMs` while the server runs. Without an SMTP URL it does nothing:
 * notifications stay pending for the back office.
 */
export function startOutboxDelivery({
  db,
  smtpUrl,
  logger,
  intervalMs = 10_000,
  createSender = createSmtpSender,
}: {
  db: Database;
  smtpUrl: string | undefined;
  logger?: NotifyLogger;
  intervalMs?: number;
  createSender?: (smtpUrl: string) => MailSender;
}): OutboxDelivery {
  const idle: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (!smtpUrl) {
    logger?.info({}, "SMTP_URL is not set: notifications wait in the outbox");
    return { runOnce: () => Promise.resolve(idle), stop: () => Promise.resolve() };
  }
  const sender = createSender(smtpUrl);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DeliveryReport> | undefined;

  function runOnce(): Promise<DeliveryReport> {
    running ??= deliverDueNotifications(db, sender, { logger, stopping: () => stopped })
      .catch((error: unknown) => {
        logger?.error({ error: redact(describeError(error).message) }, "outbox delivery round failed");
        return idle;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      sender.close();
    },
  };
}
