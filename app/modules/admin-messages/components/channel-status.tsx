import { clsx } from "clsx";

import { Icon } from "~/components/ui/icon";

export type ChannelSetup = {
  email: boolean;
  sms: "msg91" | "log" | null;
  whatsapp: "cloud" | "log" | null;
  /** Whether MSG91's delivery reports have a key to post with. */
  smsReports: boolean;
  origin: string;
};

function Line({ on, children }: { on: boolean; children: React.ReactNode }) {
  return (
    <li
      className={clsx(
        "flex items-start gap-2 rounded-lg px-4 py-3 text-sm ring-1",
        on ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-amber-50 text-amber-950 ring-amber-200",
      )}
    >
      <Icon name={on ? "circle-check" : "triangle-exclamation-point"} className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </li>
  );
}

function customerChannelText(name: string, variable: string, provider: string | null, service: string) {
  if (provider === null) return `${name} updates to customers are off: set ${variable} to send them.`;
  if (provider === "log") {
    return `${name} updates are only written to the server log (${variable}=log): customers do not get them.`;
  }
  return `${name} updates to customers are on (${service}): they are sent automatically.`;
}

/** Which channels the outbox sends on, and what to set for the ones that are off. */
export function ChannelStatus({ setup }: { setup: ChannelSetup }) {
  return (
    <ul className="mb-4 space-y-2" aria-label="Channels">
      <Line on={setup.email}>
        {setup.email
          ? "E-mail sending is set up (SMTP is configured): pending notifications are sent automatically."
          : "E-mail sending is not set up (no SMTP server configured): notifications wait here and are not e-mailed. Read them below."}
      </Line>
      <Line on={setup.sms === "msg91"}>{customerChannelText("SMS", "SMS_PROVIDER", setup.sms, "MSG91")}</Line>
      <Line on={setup.whatsapp === "cloud"}>
        {customerChannelText("WhatsApp", "WHATSAPP_PROVIDER", setup.whatsapp, "WhatsApp Business Cloud API")}
        {setup.whatsapp === "cloud"
          ? ` Updates go by WhatsApp; a number WhatsApp cannot reach gets them by SMS. Subscribe the app's webhook (field "messages") to ${setup.origin}/webhooks/whatsapp with WHATSAPP_VERIFY_TOKEN, so deliveries, reads and failures show here.`
          : null}
      </Line>
      {setup.sms === "msg91" ? (
        <Line on={setup.smsReports}>
          {setup.smsReports
            ? `SMS delivery reports are on: MSG91's webhook (version 3, JSON) posts to ${setup.origin}/webhooks/sms-delivery?key= followed by SMS_WEBHOOK_KEY.`
            : `SMS delivery reports are off: set SMS_WEBHOOK_KEY and point MSG91's webhook (version 3, JSON) at ${setup.origin}/webhooks/sms-delivery?key= followed by that key, to see deliveries and failures here.`}
        </Line>
      ) : null}
    </ul>
  );
}
