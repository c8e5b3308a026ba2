import nodemailer from "nodemailer";

import type { CustomerLanguage } from "../../../db/enums";
import { dealer } from "../../lib/dealer";
import type { ChannelSender } from "./channels/channel-sender";

export type SmtpSettings = {
  url: string;
  /** The address the SMTP account may send as (SMTP_FROM); providers reject or rewrite any other. */
  from: string;
  /** Refuse to send over a connection that did not upgrade to TLS (an smtps:// URL is TLS from the start). */
  requireTLS: boolean;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The plain text as simple HTML in the message's language: its lines kept, its links clickable. */
export function simpleHtml(text: string, language: CustomerLanguage = "en"): string {
  const html = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, "<br>\n");
  const lang = language === "ta" ? "ta" : "en-IN";
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;font-size:15px;line-height:1.6">${html}</body></html>`;
}

/** E-mail through SMTP: resolves when the SMTP server accepted the message, rejects with its reason otherwise. */
export function createSmtpSender(settings: SmtpSettings): ChannelSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.url,
    requireTLS: settings.requireTLS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ recipient, subject, body, replyTo, language }) {
      const info = await transport.sendMail({
        from: { name: dealer.name, address: settings.from },
        to: recipient,
        ...(replyTo ? { replyTo } : {}),
        subject,
        text: body,
        html: simpleHtml(body, language),
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
