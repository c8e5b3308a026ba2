import { clsx } from "clsx";

import { Icon } from "~/components/ui/icon";

export type ChannelSetup = {
  email: boolean;
  sms: "msg91" | "log" | null;
  whatsapp: "cloud" | "log" | null;
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
      </Line>
    </ul>
  );
}
