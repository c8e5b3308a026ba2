import type { categoriesText } from "../en/categories";
import type { TamilOf } from "~/i18n/text";

export default {
  tv: "டிவி",
  "tv.one": "டிவி",
  ac: "ஏசி",
  "ac.one": "ஏசி",
  "washing-machine": "வாஷிங் மெஷின்கள்",
  "washing-machine.one": "வாஷிங் மெஷின்",
  refrigerator: "ஃப்ரிட்ஜ்கள்",
  "refrigerator.one": "ஃப்ரிட்ஜ்",
  fan: "மின்விசிறிகள்",
  "fan.one": "மின்விசிறி",
  "air-cooler": "ஏர் கூலர்கள்",
  "air-cooler.one": "ஏர் கூலர்",
  "water-heater": "வாட்டர் ஹீட்டர்கள்",
  "water-heater.one": "வாட்டர் ஹீட்டர்",
} satisfies TamilOf<typeof categoriesText>;
