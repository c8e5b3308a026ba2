import type { categoriesText } from "../en/categories";
import type { TamilOf } from "~/i18n/text";

export default {
  tv: "தொலைக்காட்சிகள்",
  "tv.one": "தொலைக்காட்சி",
  ac: "ஏர் கண்டிஷனர்கள்",
  "ac.one": "ஏர் கண்டிஷனர்",
  "washing-machine": "சலவை இயந்திரங்கள்",
  "washing-machine.one": "சலவை இயந்திரம்",
  refrigerator: "குளிர்சாதனப் பெட்டிகள்",
  "refrigerator.one": "குளிர்சாதனப் பெட்டி",
  fan: "மின்விசிறிகள்",
  "fan.one": "மின்விசிறி",
  "air-cooler": "ஏர் கூலர்கள்",
  "air-cooler.one": "ஏர் கூலர்",
  "water-heater": "வாட்டர் ஹீட்டர்கள்",
  "water-heater.one": "வாட்டர் ஹீட்டர்",
} satisfies TamilOf<typeof categoriesText>;
