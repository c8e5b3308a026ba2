import type { MessageChannel } from "../../../../db/enums";
import type { OutboxRow } from "../../../../db/schema";

/** The few logger methods used here; pino's logger fits. */
export type NotifyLogger = {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
};

/** What a provider answered on accepting a message: its own id, which its delivery reports name. */
type Accepted = { providerMessageId?: string };

/** Sends one outbox row on its channel; resolves once the provider accepted it, rejects with its reason. */
export type ChannelSender = {
  send(row: OutboxRow): Promise<Accepted>;
  close?(): void;
};

/** The configured channels' senders: a channel without one is off, and its rows are left alone. */
export type ChannelSenders = Partial<Record<MessageChannel, ChannelSender>>;

/** A provider's refusal, with what it answered (never the message or the number). */
export class ProviderError extends Error {}

/** POSTs JSON and reads the JSON answer; a network failure, a timeout or a non-2xx status rejects. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
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
    throw new ProviderError(`HTTP ${response.status}: ${message ?? text.slice(0, 200)}`);
  }
  return { status: response.status, json };
}
