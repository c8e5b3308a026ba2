import { defineText } from "~/i18n/text";

/** What checkout and booking say when they filled the form from the signed-in account; their loaders write it. */
export const prefillNoteText = defineText("prefill-note", {
  filledAddress:
    "Filled in from your account with an address you have used. Change anything you need; all your addresses are in",
  filledPhone: "Your mobile number is filled in from your account.",
  myAccount: "My account",
});
