import { defineText } from "~/i18n/text";

/** What checkout says when it filled the form from the signed-in account; the checkout loader writes it. */
export const checkoutPrefillText = defineText("checkout-prefill", {
  filledAddress:
    "Filled in from your account with an address you have used. Change anything you need; all your addresses are in",
  filledPhone: "Your mobile number is filled in from your account.",
  myAccount: "My account",
});
