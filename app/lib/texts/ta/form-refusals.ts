import type { TamilOf } from "~/i18n/text";

import type { formRefusals } from "../en/form-refusals";

export default {
  unreadable: "படிவத்தைப் படிக்க முடியவில்லை. பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயற்சிக்கவும்.",
  characters: "படிவத்தில் நாங்கள் ஏற்க முடியாத எழுத்துகள் உள்ளன.",
  tooLarge: "படிவம் மிகப் பெரியதாக உள்ளது. அதைச் சுருக்கி மீண்டும் முயற்சிக்கவும்.",
} satisfies TamilOf<typeof formRefusals>;
