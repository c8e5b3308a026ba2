import { defineText } from "~/i18n/text";

/** What checkout says about orders that wait for confirmation (decision 040); the checkout loader writes it. */
export const orderConfirmRuleText = defineText("order-confirm-rule", {
  confirmNote: (amount: string, hours: number) =>
    `Cash on delivery above ${amount}, or with an installation visit: we send one message to your mobile to confirm the order, and cancel it if it is not confirmed within ${hours} hours. Signed in with the same number, nothing to confirm, and you get every update.`,
  confirmSignIn: "Sign in with your mobile number",
});
