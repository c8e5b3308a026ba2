import type { MessageChannel } from "../../../../db/enums";
import type { OutboxRow } from "../../../../db/schema";

/** The few logger methods used here; pino's logger fits. */
export type NotifyLogger = {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
};

/** What a provider answered on accepting a message: its own id, which its delivery reports name. */
export type Accepted = { providerMessageId?: string };

/** Sends one outbox row on its channel; resolves once the provider accepted it, rejects with its reason. */
export type ChannelSender = {
  send(row: OutboxRow): Promise<Accepted>;
  close?(): void;
};

/** The configured channels' senders: a channel without one is off, and its rows are left alone. */
export type ChannelSenders = Partial<Record<MessageChannel, ChannelSender>>;

/** How a provider's refusal is to be treated: a permanent one fails at once, a transient one is retried. */
export type Refusal = { code?: string; permanent: boolean };

/** A provider's refusal, with what it answered (never the message or the number). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly refusal: Refusal = { permanent: false },
  ) {
    super(message);
  }
}

/**
 * POSTs JSON and reads the JSON answer. A network failure or a timeout rejects as transient; a non-2xx
 * answer rejects as `classify` reads the provider's error code (transient when it cannot tell).
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  classify: (json: unknown) => Refusal = () => ({ permanent: false }),
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Reported below with the status.
  }
  if (!response.ok) {
    const detail = (json as { error?: { message?: unknown }; message?: unknown } | null) ?? {};
    const message = [detail.error?.message, detail.message].find((value) => typeof value === "string");
    const refusal = response.status >= 500 ? { permanent: false } : classify(json);
    const code = refusal.code ? ` (code ${refusal.code})` : "";
    throw new ProviderError(`HTTP ${response.status}: ${message ?? text.slice(0, 200)}${code}`, refusal);
  }
  return { status: response.status, json };
}
