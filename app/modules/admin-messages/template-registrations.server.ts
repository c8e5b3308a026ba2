import { locales } from "~/i18n/locale";
import { registrationText, renderCustomerMessage } from "~/modules/notify/customer-messages";
import { templateVariables, variableDescriptions } from "~/modules/notify/message-kinds";
import { smsParts } from "~/modules/notify/sms-parts";

import { customerMessageKinds } from "../../../db/enums";
import { longestValues } from "./longest-values";

/** One update in one language as the dealer registers it with DLT, MSG91 and WhatsApp. */
export type TemplateRegistration = {
  key: string;
  language: string;
  dlt: string;
  msg91: string;
  whatsapp: string;
  variables: { holds: string; type: string }[];
  /** The SMS with the longest values each variable can take, under the configured PUBLIC_URL. */
  longest: { encoding: string; characters: number; parts: number };
};

/** Every update's registration, in the order the outbox page lists them. */
export function templateRegistrations(linkPrefix: string): TemplateRegistration[] {
  return customerMessageKinds.flatMap((kind) =>
    locales.map((language) => {
      const longest = longestValues(language);
      const values = templateVariables[kind].map((variable) => longest[variable]);
      return {
        key: `${kind}.${language}`,
        language,
        dlt: registrationText(kind, language, "dlt", linkPrefix),
        msg91: registrationText(kind, language, "msg91", linkPrefix),
        whatsapp: registrationText(kind, language, "whatsapp", linkPrefix),
        variables: templateVariables[kind].map((variable) => variableDescriptions[variable]),
        longest: smsParts(renderCustomerMessage(kind, language, values, linkPrefix)),
      };
    }),
  );
}
