import { defineText } from "~/i18n/text";

/** The form kit's own words: marks, the error summary. */
export const formsText = defineText("forms", {
  optional: " (optional)",
  correctFields: (count: number) =>
    `Please correct the ${count === 1 ? "field" : `${count} fields`} marked below.`,
  requiredNoteBefore: "Fields marked ",
  requiredNoteAfter: " are required.",
});
