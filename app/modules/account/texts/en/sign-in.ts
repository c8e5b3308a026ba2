import { dealer } from "~/lib/dealer";
import { codeLength, codeLifetimeMinutes, resendAfterSeconds } from "~/modules/account/sign-in-rules";

import { defineText } from "~/i18n/text";

/** /sign-in: a mobile number, then the code sent to it by SMS. */
export const signInText = defineText("sign-in", {
  title: "Sign in",
  description: `Sign in to ${dealer.name} with your mobile number and a code sent by SMS: your orders, repairs, appliances and invoices in one place.`,
  eyebrow: "My account",
  heading: "Sign in with your mobile number",
  lead: "See your orders, repairs, appliances and invoices in one place. We send a one-time code by SMS: there is no password to remember.",
  phoneStepTitle: "Your mobile number",
  phone: "Mobile number",
  phoneHint: "The number you gave when you ordered or booked a repair.",
  send: "Send code",
  sending: "Sending…",
  codeStepTitle: "Enter the code",
  sentTo: (phone: string) => `Code sent by SMS to ${phone}.`,
  code: `${codeLength}-digit code`,
  codeHint: `The code works for ${codeLifetimeMinutes} minutes. You can ask for a new one after ${resendAfterSeconds} seconds.`,
  verify: "Sign in",
  verifying: "Checking…",
  resend: "Send a new code",
  otherNumber: "Use another number",
  noAccountNeeded: "No account is needed to follow one order or repair:",
  trackOrder: "track an order",
  trackRepair: "track a repair",
  or: "or",
  erased: "Your personal data is erased and you are signed out.",
  erasedKept: (date: string) =>
    `Your personal data is erased and you are signed out. The tax invoices that name you are kept until ${date}, as GST law requires, and then deleted.`,
});
