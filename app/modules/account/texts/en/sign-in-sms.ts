import { codeLifetimeMinutes } from "~/modules/account/sign-in-rules";

import { defineText } from "~/i18n/text";

/**
 * The sign-in code's SMS as it is registered on the DLT portal (OTP category) and in MSG91, "{1}" standing
 * for the code. MSG91 holds the text; the shop sends only the code (decision 037).
 */
export const signInSmsText = defineText("sign-in-sms", {
  body: `{1} is your Kaveri Appliances sign-in code. It works for ${codeLifetimeMinutes} minutes. Do not share it with anyone, not even our staff.`,
});
