import crypto from "node:crypto";

import { postJson, ProviderError, type ChannelSender, type Refusal } from "./channel-sender";

export type WhatsAppCloudSettings = {
  /** The Graph API's base, with its version: https://graph.facebook.com/v21.0 */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** When set, each call carries appsecret_proof (HMAC-SHA256 of the token), which the app can require. */
  appSecret?: string;
  /**
   * The code of the English translation the templates were approved in: "en" (English) and "en_US"
   * (English (US)) are different translations to Meta, and the wrong one fails with 132001.
   */
  englishCode: string;
};

/** The proof the Graph API checks when the app requires it: the access token signed with the app secret. */
/**
 * Cloud API error codes that no retry can change (Meta's error-codes page): invalid parameter, expired or
 * revoked token, undeliverable, recipient not allowed, template missing or paused, parameter errors.
 * Everything else (rate limits 130429/131056, service errors 1, 2, 131000, 131016) is retried.
 */
const permanentCodes = new Set([
  100, 190, 131008, 131009, 131021, 131026, 131030, 131051, 132000, 132001, 132005, 132007, 132012, 132015,
  132016, 132018, 133010,
]);

/** The codes meaning the number cannot get WhatsApp messages: the update goes by SMS instead. */
export const notOnWhatsAppCodes: ReadonlySet<string> = new Set(["131026", "131030"]);

function whatsAppRefusal(json: unknown): Refusal {
  const code = (json as { error?: { code?: unknown } } | null)?.error?.code;
  if (typeof code !== "number") return { permanent: false };
  return { code: String(code), permanent: permanentCodes.has(code) };
}

function appSecretProof(token: string, appSecret: string): string {
  return crypto.createHmac("sha256", appSecret).update(token).digest("hex");
}

/**
 * WhatsApp through the WhatsApp Business Cloud API: an approved template, named as the outbox row's template,
 * in the customer's language, with the row's values as the body's parameters.
 */
export function createWhatsAppCloudSender(settings: WhatsAppCloudSettings): ChannelSender {
  const base = settings.apiUrl.replace(/\/$/, "");
  const proof = settings.appSecret
    ? `?appsecret_proof=${appSecretProof(settings.token, settings.appSecret)}`
    : "";
  const url = `${base}/${encodeURIComponent(settings.phoneNumberId)}/messages${proof}`;
  return {
    async send(row) {
      if (!row.template || !row.variables) throw new ProviderError("a WhatsApp message needs a template");
      const { json } = await postJson(
        url,
        {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: `91${row.recipient}`,
          type: "template",
          template: {
            name: row.template,
            language: { code: row.language === "en" ? settings.englishCode : row.language },
            components: [{ type: "body", parameters: row.variables.map((text) => ({ type: "text", text })) }],
          },
        },
        { Authorization: `Bearer ${settings.token}` },
        whatsAppRefusal,
      );
      const answer = json as { messages?: { id?: unknown }[] } | null;
      const id = answer?.messages?.[0]?.id;
      if (typeof id !== "string") throw new ProviderError("the WhatsApp API answered without a message id");
      return { providerMessageId: id };
    },
  };
}
