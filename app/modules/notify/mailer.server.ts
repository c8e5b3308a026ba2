import nodemailer from "nodemailer";

import { dealer } from "../../lib/dealer";
import type { ChannelSender } from "./channels/channel-sender";

/** E-mail through SMTP: resolves when the SMTP server accepted the message, rejects with its reason otherwise. */
export function createSmtpSender(smtpUrl: string): ChannelSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ recipient, subject, body }) {
      const info = await transport.sendMail({
        from: { name: dealer.name, address: dealer.email },
        to: recipient,
        subject,
        text: body,
      });
      return { providerMessageId: info.messageId };
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
