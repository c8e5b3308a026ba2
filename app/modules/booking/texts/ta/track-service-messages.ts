import { dealer } from "~/lib/dealer";
import { freeChangeWindowMs } from "~/modules/booking/booking-slots";
import { ratingCommentMaxLength } from "~/modules/booking/service-rules";

import type { trackServiceMessages } from "../en/track-service-messages";
import type { TamilOf } from "~/i18n/text";

const windowHours = freeChangeWindowMs / 3_600_000;

export default {
  referenceRequired: "உங்கள் முன்பதிவு எண்ணை உள்ளிடுங்கள்.",
  referenceCheck: "முன்பதிவு எண்ணைச் சரிபாருங்கள்.",
  notFound: "அந்த முன்பதிவு எண்ணும் போன் எண்ணும் கொண்ட முன்பதிவு எதுவும் கிடைக்கவில்லை.",
  tooManyLookups:
    "உங்கள் இணைப்பிலிருந்து அதிகமான தேடல்கள் வந்துள்ளன. 10 நிமிடம் கழித்து மீண்டும் முயலவும், அல்லது எங்களை அழையுங்கள்.",
  lateChange: `வருகைக்கு ${windowHours} மணி நேரத்துக்கும் குறைவாகவே உள்ளது; எனவே இனி ஆன்லைனில் மாற்ற முடியாது, வருகைக் கட்டணமும் வசூலிக்கப்படலாம். ${dealer.phone} என்ற எண்ணில் எங்களை அழையுங்கள்.`,
  notChangeable: "இந்த முன்பதிவை இனி ஆன்லைனில் மாற்ற முடியாது.",
  sameSlot: "உங்கள் வருகை ஏற்கெனவே அந்த நேரத்தில்தான் பதிவாகியுள்ளது.",
  ratingStars: "1 முதல் 5 நட்சத்திரங்களுக்குள் தேர்ந்தெடுக்கவும்.",
  ratingComment: `கருத்து ${ratingCommentMaxLength} எழுத்துகளுக்குள் இருக்கட்டும்.`,
  ratingClosed: "இந்த வருகையை மதிப்பிட முடியாது: அது இன்னும் முடியவில்லை, அல்லது ஏற்கெனவே மதிப்பிடப்பட்டுவிட்டது.",
  ratingNotFound: "இந்த முன்பதிவு கிடைக்கவில்லை.",
  estimateFromLink:
    "மதிப்பீட்டை ஏற்க அல்லது மறுக்க, நாங்கள் அனுப்பிய மதிப்பீட்டுச் செய்தியில் உள்ள இணைப்பைத் திறக்கவும், அல்லது அதிலுள்ள குறியீட்டைத் தொழில்நுட்ப வல்லுநரிடம் சொல்லுங்கள்.",
  estimateAnswered: "இந்த மதிப்பீட்டுக்கு ஏற்கெனவே பதில் அளிக்கப்பட்டுவிட்டது, அல்லது வருகை முடிந்துவிட்டது.",
  rebillAnswered: "பணம் செலுத்தும் இந்தக் கோரிக்கைக்கு ஏற்கெனவே பதில் அளித்துவிட்டீர்கள்.",
  rebillFromLink:
    "பழுது நீக்கத்துக்குப் பணம் செலுத்த ஏற்க அல்லது மறுக்க, நாங்கள் அனுப்பிய செய்தியில் உள்ள இணைப்பைத் திறக்கவும், அல்லது முன்பதிவின் மொபைல் எண்ணுடன் உள்நுழையவும்.",
} satisfies TamilOf<typeof trackServiceMessages>;
