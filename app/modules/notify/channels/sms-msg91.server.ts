import { dltTemplateKey, type CustomerMessageKind } from "../../../../db/enums";
import { needsUnicode, postJson, ProviderError, type ChannelSender } from "./channel-sender";

export type Msg91Settings = {
  apiUrl: string;
  authKey: string;
  /** The six-letter header registered on DLT. */
  senderId: string;
  /** "order_placed.ta" -> the DLT content template id. */
  templateIds: Record<string, string>;
};

/** Route 4 is MSG91's transactional route: updates the customer asked for, allowed at any hour. */
const transactionalRoute = "4";

/**
 * SMS through MSG91's send API: the registered header, the DLT template id and the text exactly as
 * registered with its values filled in (the outbox row's body). Tamil goes as Unicode.
 */
export function createMsg91Sender(settings: Msg91Settings): ChannelSender {
  return {
    async send(row) {
      const templateId =
        settings.templateIds[dltTemplateKey(row.template as CustomerMessageKind, row.language)];
      if (!templateId) throw new ProviderError(`no DLT template id for ${row.template}.${row.language}`);
      const { json } = await postJson(
        settings.apiUrl,
        {
          sender: settings.senderId,
          route: transactionalRoute,
          country: "91",
          unicode: needsUnicode(row.body) ? 1 : 0,
          DLT_TE_ID: templateId,
          sms: [{ message: row.body, to: [row.recipient] }],
        },
        { authkey: settings.authKey },
      );
      const answer = json as { type?: unknown; message?: unknown } | null;
      if (answer?.type !== "success") {
        const reason = typeof answer?.message === "string" ? answer.message : "no answer";
        throw new ProviderError(`the gateway refused the SMS: ${reason}`);
      }
    },
  };
}
