import { dealer } from "~/lib/dealer";
import { customerCancelWindowHours, replacementDays } from "~/modules/orders/cancel-window";

import type { trackOrderMessages } from "../en/track-order-messages";
import type { TamilOf } from "~/i18n/text";

const call = `தயவுசெய்து ${dealer.phone} என்ற எண்ணில் எங்களை அழையுங்கள்.`;

export default {
  enterOrderNumber: "உங்கள் ஆர்டர் எண்ணை உள்ளிடுங்கள்.",
  orderNumberLength: "ஆர்டர் எண் ORD-250901-ABC234 போல இருக்கும்.",
  orderNumberFormat: "ஆர்டர் எண் ORD- என்று தொடங்கும், எ.கா. ORD-250901-ABC234.",
  phoneShort: "போன் எண்ணில் குறைந்தது 10 இலக்கங்கள் இருக்க வேண்டும்",
  phoneInvalid: "சரியான இந்திய மொபைல் எண்ணை உள்ளிடுங்கள்: 6, 7, 8 அல்லது 9-இல் தொடங்கும் 10 இலக்கங்கள்.",
  notFound: "அந்த ஆர்டர் எண்ணும் போன் எண்ணும் கொண்ட ஆர்டர் எதுவும் கிடைக்கவில்லை.",
  tooManyLookups:
    "உங்கள் இணைப்பிலிருந்து ஆர்டர் தேடல்கள் அதிகமாக உள்ளன. 10 நிமிடங்கள் கழித்து மீண்டும் முயலவும், அல்லது எங்களை அழையுங்கள்.",
  confirmFromLink:
    "உறுதிசெய்ய, ஆர்டரின் மொபைல் எண்ணுக்கு நாங்கள் அனுப்பிய செய்தியில் உள்ள இணைப்பைத் திறக்கவும், அல்லது அந்த எண்ணில் உள்நுழையவும்.",
  alreadyCancelled: "இந்த ஆர்டர் ஏற்கெனவே ரத்து செய்யப்பட்டுவிட்டது.",
  alreadyDelivered: `இந்த ஆர்டர் ஏற்கெனவே டெலிவரி ஆகிவிட்டதால் ரத்து செய்ய இயலாது. டெலிவரியிலிருந்து ${replacementDays} நாட்களுக்குள் இந்தப் பக்கத்திலேயே மாற்றுப் பொருள் அல்லது திருப்பி அனுப்புதலைக் கோரலாம்; அதன் பிறகு பொருளில் குறைபாடு இருந்தால், ${dealer.phone} என்ற எண்ணில் எங்களை அழையுங்கள்.`,
  alreadyShipped: `இந்த ஆர்டர் ஏற்கெனவே அனுப்பப்பட்டுவிட்டதால் இனி ரத்து செய்ய இயலாது. ${call}`,
  alreadyPacked: `இந்த ஆர்டர் ஏற்கெனவே பேக் செய்யப்பட்டுவிட்டதால் இனி ஆன்லைனில் ரத்து செய்ய இயலாது. ${call}`,
  windowPassed: `இந்த ஆர்டர் செய்து ${customerCancelWindowHours} மணி நேரத்துக்கு மேல் ஆகிவிட்டதால் இனி ஆன்லைனில் ரத்து செய்ய இயலாது. ${call}`,
} satisfies TamilOf<typeof trackOrderMessages>;
