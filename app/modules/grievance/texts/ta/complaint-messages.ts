import type { complaintMessages } from "../en/complaint-messages";
import type { TamilOf } from "~/i18n/text";
import {
  descriptionMaxLength,
  descriptionMinLength,
  maxComplaintPhotos,
} from "~/modules/grievance/grievance-rules";

export default {
  fixFields: "கீழே குறிக்கப்பட்ட புலங்களைச் சரிசெய்யுங்கள்.",
  nameRequired: "உங்கள் பெயரை உள்ளிடுங்கள் (2 முதல் 80 எழுத்துகள்).",
  phoneShort: "போன் எண் குறைந்தது 10 இலக்கங்கள் இருக்க வேண்டும்",
  phoneInvalid: "சரியான இந்திய மொபைல் எண்ணை உள்ளிடுங்கள்: 6, 7, 8 அல்லது 9-இல் தொடங்கும் 10 இலக்கங்கள்.",
  emailInvalid: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.",
  categoryRequired: "புகார் எதைப் பற்றியது என்று தேர்ந்தெடுங்கள்.",
  referenceInvalid: "ஆர்டர் எண் (ORD-…) அல்லது முன்பதிவு எண் (SRV-…) உள்ளிடுங்கள், அல்லது காலியாக விடுங்கள்.",
  detailsLength: `என்ன நடந்தது என்று ${descriptionMinLength} முதல் ${descriptionMaxLength} எழுத்துகளில் எழுதுங்கள்.`,
  tooManyPhotos: `அதிகபட்சம் ${maxComplaintPhotos} புகைப்படங்களை இணையுங்கள்.`,
  photoTooLarge: "ஒரு புகைப்படம் 8 MB-க்கு மேல் உள்ளது. சிறியதைத் தேர்ந்தெடுங்கள்.",
  photoTooManyPixels: "ஒரு புகைப்படம் 25 மெகாபிக்சலுக்கு மேல் உள்ளது. சிறியதைத் தேர்ந்தெடுங்கள்.",
  photoUnsupported: "ஒரு கோப்பை எங்களால் திறக்க இயலவில்லை. JPEG, PNG, WebP அல்லது AVIF பயன்படுத்துங்கள்.",
  tooManyComplaints:
    "உங்கள் இணைப்பிலிருந்து அல்லது இந்த எண்ணுக்கு அதிகமான புகார்கள் வந்துள்ளன. ஒரு மணி நேரம் கழித்து மீண்டும் முயலவும், அல்லது குறை தீர்க்கும் அலுவலரை அழையுங்கள்.",
  ticketInvalid: "SMS-இல் உள்ள டிக்கெட் எண்ணை உள்ளிடுங்கள், எ.கா. GRV-42.",
  tooManyLookups: "உங்கள் இணைப்பிலிருந்து அதிகமான தேடல்கள். சில நிமிடங்கள் கழித்து மீண்டும் முயலவும்.",
  notFound: "இந்த டிக்கெட் எண்ணும் மொபைல் எண்ணும் கொண்ட புகார் கிடைக்கவில்லை.",
} satisfies TamilOf<typeof complaintMessages>;
