import type { MessageChannel } from "../../../../db/enums";
import type { ChannelSender, NotifyLogger } from "./channel-sender";

/** For development: writes the message to the log instead of sending it (never the number: logs carry none). */
export function createLogSender(channel: MessageChannel, logger?: NotifyLogger): ChannelSender {
  return {
    send(row) {
      logger?.info(
        { outboxId: row.id, channel, template: row.template, language: row.language, text: row.body },
        "message not sent: the log provider only writes it here",
      );
      return Promise.resolve();
    },
  };
}
