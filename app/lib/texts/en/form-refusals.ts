import { defineMessages } from "~/i18n/text";

/** Why a posted form was refused before any page read it (app/lib/read-form.server.ts): the error screen shows it. */
export const formRefusals = defineMessages("form-refusals", {
  unreadable: "The form could not be read. Please reload the page and try again.",
  characters: "The form contains characters we cannot accept.",
  tooLarge: "The form is too large. Please shorten it and try again.",
});
