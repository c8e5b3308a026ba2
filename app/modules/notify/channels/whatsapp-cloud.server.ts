import crypto from "node:crypto";

import { postJson, ProviderError, type ChannelSender } from "./channel-sender";

export type WhatsAppCloudSettings = {
  /** The Graph API's base, with its version: https://graph.facebook.com/v21.0 */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** When set, each call carries appsecret_proof (HMAC-SHA256 of the token), which the app can require. */
  appSecret?: string;
};

/** The proof the Graph API checks when the app requires it: the access token signed with the app secret. */
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
            language: { code: row.language },
            components: [{ type: "body", parameters: row.variables.map((text) => ({ type: "text", text })) }],
          },
        },
        { Authorization: `Bearer ${settings.token}` },
      );
      const answer = json as { messages?: { id?: unknown }[] } | null;
      const id = answer?.messages?.[0]?.id;
      if (typeof id !== "string") throw new ProviderError("the WhatsApp API answered without a message id");
      return { providerMessageId: id };
    },
  };
}
