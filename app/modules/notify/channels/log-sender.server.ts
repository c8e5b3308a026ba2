import type { MessageChannel } from "../../../../db/enums";
import type { ChannelSender, NotifyLogger } from "./channel-sender";

/** "98XXXXXX22": enough to tell two customers apart in a log, not enough to call them. */
export function maskedNumber(recipient: string): string {
  return recipient.length > 4
    ? `${recipient.slice(0, 2)}${"X".repeat(recipient.length - 4)}${recipient.slice(-2)}`
    : "XXXX";
}

/**
 * For development: logs that a message would go out, by template, language and a masked number. Never its
 * text: the link in it opens the customer's order for 30 days without their phone.
 */
export function createLogSender(channel: MessageChannel, logger?: NotifyLogger): ChannelSender {
  return {
    send(row) {
      logger?.info(
        {
          outboxId: row.id,
          channel,
          template: row.template,
          language: row.language,
          to: maskedNumber(row.recipient),
        },
        "message not sent: the log provider only records it here",
      );
      return Promise.resolve({});
    },
  };
}
