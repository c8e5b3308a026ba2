import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { publicUrl, type Env } from "~/lib/env.server";
import { customerEmailsText } from "~/modules/notify/texts/en/customer-emails";

import { renderCustomerMessage } from "./customer-messages";
import type { CustomerMessageKind } from "../../../db/enums";
import { enqueueNotification, type Executor } from "./outbox.server";
import { fitVariable } from "./message-kinds";
import { createShortLink, shortLinkPrefix } from "./short-links.server";

/** Which of the customer's channels are configured, and the site their links point to. */
export type CustomerUpdateSettings = {
  sms: boolean;
  whatsapp: boolean;
  /** E-mail to customers who gave an address, when SMTP is set up (without it they would only pile up). */
  email: boolean;
  origin: string;
};

export function customerUpdateSettings(env: Env): CustomerUpdateSettings {
  return {
    sms: env.SMS_PROVIDER !== undefined,
    whatsapp: env.WHATSAPP_PROVIDER !== undefined,
    email: env.SMTP_URL !== undefined,
    origin: publicUrl(env),
  };
}

const linkTargets = {
  order: "order",
  service_booking: "booking",
  complaint: "complaint",
  amc: "amc",
  appliance: "appliance",
} as const;

type Update = {
  kind: CustomerMessageKind;
  /** What the update is about, for the back office's outbox list. */
  about: keyof typeof linkTargets;
  /** The order number, booking reference or complaint ticket, which the tracking link opens. */
  subject: string;
  language: Locale;
  phone: string;
  /** The address the customer gave at checkout or booking, if any. */
  email: string | null;
  consent: boolean;
  /** The template's values before the link, which is always the last. */
  values: string[];
};

/**
 * Writes a customer's update into the outbox, next to the change it announces (call it in that
 * transaction): by WhatsApp when it is on, else by SMS (decision 034), and by e-mail to a customer who gave
 * an address. Nothing is written without the customer's consent or when no channel is on.
 */
export async function enqueueCustomerUpdate(
  tx: Executor,
  update: Update,
  settings: CustomerUpdateSettings,
  now = new Date(),
): Promise<void> {
  const phone = settings.sms || settings.whatsapp;
  const email = settings.email && update.email ? update.email : null;
  if (!update.consent || !(phone || email)) return;
  const token = await createShortLink(
    tx,
    {
      target: linkTargets[update.about],
      subject: update.subject,
      language: update.language,
    },
    now,
  );
  const variables = [...update.values.map(fitVariable), token];
  const body = renderCustomerMessage(
    update.kind,
    update.language,
    variables,
    shortLinkPrefix(settings.origin),
  );
  const about = `${update.kind.replaceAll("_", " ")} (${update.subject})`;
  if (phone) {
    // WhatsApp first when it is on: an SMS costs more, and follows only when WhatsApp cannot reach the number
    const channel = settings.whatsapp ? "whatsapp" : "sms";
    await enqueueNotification(tx, {
      kind: update.about,
      channel,
      recipient: update.phone,
      subject: `${channel === "sms" ? "SMS" : "WhatsApp"} to the customer: ${about}`,
      body,
      template: update.kind,
      variables,
      language: update.language,
    });
  }
  if (email) {
    const text = textIn(customerEmailsText, update.language);
    const why = {
      order: text.whyOrder,
      complaint: text.whyComplaint,
      service_booking: text.whyBooking,
      amc: text.whyAmc,
      appliance: text.whyAppliance,
    }[update.about];
    await enqueueNotification(tx, {
      kind: update.about,
      recipient: email,
      subject: text[update.kind].replace(/\{(\d)\}/g, (_, n: string) => variables[Number(n) - 1] ?? ""),
      body: [body, "", why, text.signature].join("\n"),
      template: update.kind,
      language: update.language,
    });
  }
}
