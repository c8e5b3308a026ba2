import type { serviceAppliancesText } from "../en/service-appliances";
import type { TamilOf } from "~/i18n/text";

export default {
  tv: "டிவி",
  ac: "ஏசி",
  refrigerator: "ஃப்ரிட்ஜ்",
  "washing-machine": "வாஷிங் மெஷின்",
  "air-cooler": "ஏர் கூலர்",
  "water-heater": "வாட்டர் ஹீட்டர்",
  fan: "மின்விசிறி",
  microwave: "மைக்ரோவேவ் அவன்",
  other: "மற்றவை",
} satisfies TamilOf<typeof serviceAppliancesText>;
