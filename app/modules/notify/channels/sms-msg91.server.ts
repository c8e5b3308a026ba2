import { smsTemplateKey, type SmsTemplate } from "../../../../db/enums";
import type { Locale } from "~/i18n/locale";

import { postJson, ProviderError, type Accepted, type ChannelSender, type Refusal } from "./channel-sender";

/**
 * MSG91 answers a request it refuses with {"type": "error", "message", "code"}: a wrong key, template or
 * value, which a retry cannot mend. An answer without that (an outage, a proxy's page) is retried; so are
 * 5xx answers and timeouts (postJson).
 */
function msg91Refusal(json: unknown): Refusal {
  const answer = json as { type?: unknown; code?: unknown } | null;
  if (answer?.type !== "error") return { permanent: false };
  return {
    code:
      typeof answer.code === "string" || typeof answer.code === "number" ? String(answer.code) : undefined,
    permanent: true,
  };
}

export type Msg91Settings = {
  apiUrl: string;
  authKey: string;
  /** "order_placed.ta" -> the MSG91 template id, which MSG91 links to the DLT template and header. */
  templateIds: Record<string, string>;
};

/** One SMS as the Flow API takes it: a template, its values in order, a ten-digit number and the language. */
export type FlowMessage = {
  template: SmsTemplate;
  variables: readonly string[];
  recipient: string;
  language: Locale;
};

/**
 * Sends one SMS through MSG91's Flow API (POST /api/v5/flow/, decision 034): the template's MSG91 id and the
 * values as var1…varN. MSG91 builds the registered DLT text from them, with the header, the DLT ids and the
 * encoding the template was saved with; each value is at most 30 characters. The short link is ours
 * (short_url "0"), under the prefix the dealer whitelisted.
 */
export async function sendFlowSms(settings: Msg91Settings, message: FlowMessage): Promise<Accepted> {
  const templateId = settings.templateIds[smsTemplateKey(message.template, message.language)];
  if (!templateId)
    throw new ProviderError(`no MSG91 template id for ${message.template}.${message.language}`);
  const variables = Object.fromEntries(message.variables.map((value, i) => [`var${i + 1}`, value]));
  const { json } = await postJson(
    settings.apiUrl,
    {
      template_id: templateId,
      short_url: "0",
      recipients: [{ mobiles: `91${message.recipient}`, ...variables }],
    },
    { authkey: settings.authKey },
    msg91Refusal,
  );
  const answer = json as { type?: unknown; message?: unknown } | null;
  if (answer?.type !== "success") {
    const reason = typeof answer?.message === "string" ? answer.message : "no answer";
    throw new ProviderError(`the gateway refused the SMS: ${reason}`, msg91Refusal(json));
  }
  return typeof answer.message === "string" ? { providerMessageId: answer.message } : {};
}

/** The outbox's SMS channel: each row's template and values through the Flow API. */
export function createMsg91Sender(settings: Msg91Settings): ChannelSender {
  return {
    send(row) {
      if (!row.template || !row.variables) throw new ProviderError("an SMS needs a template");
      return sendFlowSms(settings, {
        template: row.template as SmsTemplate,
        variables: row.variables,
        recipient: row.recipient,
        language: row.language,
      });
    },
  };
}
