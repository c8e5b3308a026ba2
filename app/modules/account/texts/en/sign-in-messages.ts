import { dealer } from "~/lib/dealer";
import { codeLength, codeLifetimeMinutes, maxWrongCodes } from "~/modules/account/sign-in-rules";

import { defineMessages } from "~/i18n/text";

/**
 * What the sign-in form's checks and its action answer as English text. Known and unknown numbers get the
 * same answers: nothing here tells whether a number has an account or orders.
 */
export const signInMessages = defineMessages("sign-in-messages", {
  phoneShort: "Phone number must be at least 10 digits",
  phoneInvalid: "Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
  codeInvalid: `Enter the ${codeLength}-digit code from the SMS.`,
  codeSent: `We have sent a ${codeLength}-digit code by SMS. It works for ${codeLifetimeMinutes} minutes.`,
  codeWrong: "That code is not right. Please check the SMS and try again.",
  codeExpired: "That code has expired or has been replaced. Please ask for a new code.",
  tooManyWrongCodes: `That code was entered wrongly ${maxWrongCodes} times and no longer works. Please ask for a new code.`,
  waitToResend: "A code was sent a moment ago. Please wait a few seconds before asking for another.",
  tooManyCodes:
    "Too many codes have been asked for this number or from your connection. Please try again in an hour.",
  tooManyGuesses:
    "Too many codes have been tried from your connection. Please wait 15 minutes and try again.",
  notSent: `We could not send the SMS just now. Please try again in a minute, or call us on ${dealer.phone}.`,
  unavailable: `Sign-in by SMS is not available at the moment. You can still track an order or a repair with its number, or call us on ${dealer.phone}.`,
  signedOut: "You have signed out.",
  signedOutEverywhere: "You have signed out on every device.",
  updatesStopped: "Updates are stopped for your orders and bookings.",
  signInFirst: "Please sign in with your mobile number to download your data.",
  confirmErase: "Tick the box to confirm that you want your data erased.",
  eraseOpenItems:
    "An order, visit, return, complaint or maintenance plan of yours is still under way. Your data can be erased once it is finished; call us if you need it sooner.",
});
