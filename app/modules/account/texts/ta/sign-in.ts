import { dealer } from "~/lib/dealer";
import { codeLength, codeLifetimeMinutes, resendAfterSeconds } from "~/modules/account/sign-in-rules";

import type { signInText } from "../en/sign-in";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "உள்நுழைக",
  description: `உங்கள் மொபைல் எண்ணும் SMS-இல் வரும் குறியீடும் கொண்டு ${dealer.name}-இல் உள்நுழையுங்கள்: உங்கள் ஆர்டர்கள், பழுது நீக்கங்கள், சாதனங்கள், இன்வாய்ஸ்கள் ஒரே இடத்தில்.`,
  eyebrow: "என் கணக்கு",
  heading: "மொபைல் எண் கொண்டு உள்நுழையுங்கள்",
  lead: "உங்கள் ஆர்டர்கள், பழுது நீக்கங்கள், சாதனங்கள், இன்வாய்ஸ்கள் அனைத்தையும் ஒரே இடத்தில் பாருங்கள். ஒருமுறைக் குறியீட்டை SMS-இல் அனுப்புவோம்: நினைவில் வைக்கக் கடவுச்சொல் இல்லை.",
  phoneStepTitle: "உங்கள் மொபைல் எண்",
  phone: "மொபைல் எண்",
  phoneHint: "ஆர்டர் செய்தபோது அல்லது பழுது நீக்கத்தை புக் செய்தபோது கொடுத்த எண்.",
  send: "குறியீட்டை அனுப்பு",
  sending: "அனுப்புகிறது…",
  codeStepTitle: "குறியீட்டை உள்ளிடுங்கள்",
  sentTo: (phone: string) => `${phone} என்ற எண்ணுக்கு SMS-இல் குறியீடு அனுப்பப்பட்டது.`,
  code: `${codeLength} இலக்கக் குறியீடு`,
  codeHint: `குறியீடு ${codeLifetimeMinutes} நிமிடங்களுக்குச் செல்லும். ${resendAfterSeconds} விநாடிகளுக்குப் பிறகு புதியதைக் கேட்கலாம்.`,
  verify: "உள்நுழைக",
  verifying: "சரிபார்க்கிறது…",
  resend: "புதிய குறியீட்டை அனுப்பு",
  otherNumber: "வேறு எண்ணைப் பயன்படுத்து",
  noAccountNeeded: "ஒரு ஆர்டரையோ பழுது நீக்கத்தையோ பின்தொடரக் கணக்கு தேவையில்லை:",
  trackOrder: "ஆர்டர் நிலவரம்",
  trackRepair: "சேவை நிலவரம்",
  or: "அல்லது",
  erased: "உங்கள் தனிப்பட்ட விவரங்கள் அழிக்கப்பட்டன; நீங்கள் வெளியேறிவிட்டீர்கள்.",
  erasedKept: (date: string) =>
    `உங்கள் தனிப்பட்ட விவரங்கள் அழிக்கப்பட்டன; நீங்கள் வெளியேறிவிட்டீர்கள். உங்கள் பெயர் உள்ள வரி பில்கள் GST சட்டப்படி ${date} வரை வைக்கப்பட்டு, பின் அழிக்கப்படும்.`,
} satisfies TamilOf<typeof signInText>;
