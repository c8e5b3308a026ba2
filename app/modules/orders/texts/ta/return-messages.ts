import { dealer } from "~/lib/dealer";
import { replacementDays } from "~/modules/orders/order-rules";

import type { returnMessages } from "../en/return-messages";
import type { TamilOf } from "~/i18n/text";

export default {
  chooseKind: "மாற்றுப் பொருளா, பணம் திரும்பவா எனத் தேர்ந்தெடுங்கள்.",
  chooseReason: "காரணத்தைத் தேர்ந்தெடுங்கள்.",
  chooseLines: "திருப்பி அனுப்ப குறைந்தது ஒரு பொருளைத் தேர்ந்தெடுங்கள்.",
  tooMany: "இன்னும் திருப்பி அனுப்பக்கூடியதை விட அதிக எண்ணிக்கையைத் தேர்ந்தெடுத்துள்ளீர்கள். எண்ணிக்கையைச் சரிபாருங்கள்.",
  detailsLong: "விவரத்தை 500 எழுத்துகளுக்குள் எழுதுங்கள்.",
  tooManyPhotos: "அதிகபட்சம் 4 புகைப்படங்களைச் சேருங்கள்.",
  photoUnsupported: "புகைப்படங்கள் JPEG, PNG, WebP அல்லது AVIF படங்களாக இருக்க வேண்டும்.",
  photoTooLarge: "ஒவ்வொரு புகைப்படமும் 8 MB-க்குள் இருக்க வேண்டும்.",
  photoTooManyPixels: "ஒரு புகைப்படத்தில் பிக்சல்கள் அதிகம். 25 மெகாபிக்சலுக்குள் உள்ள படத்தைத் தேர்ந்தெடுங்கள்.",
  notDelivered: "ஆர்டர் டெலிவரி ஆன பிறகே மாற்றுப் பொருள் அல்லது திருப்பி அனுப்புதலைக் கோர முடியும்.",
  windowPassed: `டெலிவரி ஆகி ${replacementDays} நாட்கள் கடந்துவிட்டதால் மாற்றுப் பொருள் அல்லது திருப்பி அனுப்புதலைக் கோர இயலாது. குறைபாட்டுக்கு உற்பத்தியாளரின் வாரண்டி பொருந்தும்: ${dealer.phone} என்ற எண்ணில் எங்களை அழையுங்கள்.`,
} satisfies TamilOf<typeof returnMessages>;
