import { dealer } from "~/lib/dealer";

import type { dealerAddressText } from "../en/dealer-address";
import type { TamilOf } from "~/i18n/text";

/** "in Erode": Tamil writes the city's own locative form, for titles too short for "ஈரோடு நகரில்". */
export const cityIn = "ஈரோட்டில்";

export default {
  street: "24, பிரப் ரோடு, பேருந்து நிலையம் அருகில்",
  city: "ஈரோடு",
  state: "தமிழ்நாடு",
  cityLine: `ஈரோடு, தமிழ்நாடு ${dealer.pincode}`,
  full: `24, பிரப் ரோடு, பேருந்து நிலையம் அருகில், ஈரோடு, தமிழ்நாடு ${dealer.pincode}`,
} satisfies TamilOf<typeof dealerAddressText>;
