import type { formsText } from "../en/forms";
import type { TamilOf } from "~/i18n/text";

export default {
  optional: " (கட்டாயமில்லை)",
  correctFields: (count: number) =>
    count === 1 ? "கீழே குறிக்கப்பட்ட புலத்தைச் சரிசெய்யவும்." : `கீழே குறிக்கப்பட்ட ${count} புலங்களைச் சரிசெய்யவும்.`,
  requiredNoteBefore: "",
  requiredNoteAfter: " குறியிட்ட புலங்கள் கட்டாயம்.",
} satisfies TamilOf<typeof formsText>;
