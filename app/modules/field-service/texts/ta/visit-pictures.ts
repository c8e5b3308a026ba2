import type { UnsignedReason } from "../../../../../db/enums";
import type { TamilOf } from "~/i18n/text";

import type { visitPicturesText } from "../en/visit-pictures";

export default {
  workPhotos: "வேலையின் புகைப்படங்கள்",
  faultPhotos: "பழுதின் புகைப்படங்கள்",
  photoFault: "பழுது",
  photoBefore: "வேலைக்கு முன்",
  photoAfter: "வேலைக்குப் பின்",
  photoAlt: (stage: string, number: number) => `${stage}, புகைப்படம் ${number}`,
  customerSignature: "வாடிக்கையாளர் கையொப்பம்",
  signedOn: (when: string) => `${when} அன்று கையொப்பமிடப்பட்டது`,
  notSigned: (reason: string) => `கையொப்பம் இல்லை: ${reason}`,
  unsignedReason: (reason: UnsignedReason) =>
    ({
      not_present: "வாடிக்கையாளர் இல்லை",
      declined: "வாடிக்கையாளர் கையொப்பமிட மறுத்தார்",
      unable: "வாடிக்கையாளரால் கையொப்பமிட இயலவில்லை",
    })[reason],
} satisfies TamilOf<typeof visitPicturesText>;
