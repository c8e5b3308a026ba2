import { signInCodeTemplate } from "../../../db/enums";
import type { Locale } from "~/i18n/locale";
import { isLocalTrial, type Env } from "~/lib/env.server";
import { maskedNumber } from "~/modules/notify/channels/log-sender.server";
import { sendFlowSms } from "~/modules/notify/channels/sms-msg91.server";

/** Sends a sign-in code by SMS; resolves once the gateway accepted it, rejects with its reason. */
export type CodeSender = { send(phone: string, code: string, language: Locale): Promise<void> };

/**
 * The code goes straight to the gateway, never through the outbox: the outbox keeps what it sends and staff
 * read it, and a code they could read would sign them in as the customer (decision 037). With MSG91 it is
 * its own Flow template (DLT's OTP category). A local trial without a gateway writes the code to the server
 * log, where only the person running it reads it; a published shop without a gateway has no sign-in (null).
 */
export function codeSender(env: Env): CodeSender | null {
  if (env.SMS_PROVIDER === "msg91") {
    const settings = {
      apiUrl: env.SMS_API_URL,
      authKey: env.SMS_AUTH_KEY ?? "",
      templateIds: env.SMS_TEMPLATE_IDS ?? {},
    };
    return {
      async send(phone, code, language) {
        await sendFlowSms(settings, {
          template: signInCodeTemplate,
          variables: [code],
          recipient: phone,
          language,
        });
      },
    };
  }
  if (!isLocalTrial(env)) return null;
  return {
    send(phone, code, language) {
      // One JSON line on stderr, beside the request log.
      console.warn(
        JSON.stringify({
          level: "info",
          msg: "sign-in code (a local trial: no SMS gateway)",
          to: maskedNumber(phone),
          code,
          language,
        }),
      );
      return Promise.resolve();
    },
  };
}
