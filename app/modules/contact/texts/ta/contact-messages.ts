import {
  messageMaxLength,
  messageMinLength,
  nameMaxLength,
  nameMinLength,
  phoneMaxDigits,
  phoneMinDigits,
} from "~/modules/contact/contact-options";

import type { contactMessages } from "../en/contact-messages";
import type { TamilOf } from "~/i18n/text";

export default {
  nameRequired: "பெயர் தேவை",
  nameLength: `பெயர் ${nameMinLength} முதல் ${nameMaxLength} எழுத்துகளுக்குள் இருக்க வேண்டும்.`,
  phoneRequired: "போன் எண் தேவை",
  phoneInvalid: `சரியான போன் எண்ணை உள்ளிடுங்கள் (${phoneMinDigits}-${phoneMaxDigits} இலக்கங்கள்).`,
  emailInvalid: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.",
  topicRequired: "ஒரு தலைப்பைத் தேர்ந்தெடுக்கவும்.",
  applianceRequired: "பொருளின் வகையைத் தேர்ந்தெடுக்கவும்.",
  brandInvalid: "பட்டியலில் உள்ள ஒரு பிராண்டைத் தேர்ந்தெடுக்கவும்.",
  dateInvalid: "சரியான தேதியை உள்ளிடுங்கள்.",
  messageRequired: "உங்கள் செய்தியை உள்ளிடுங்கள்",
  messageLength: `செய்தி ${messageMinLength} முதல் ${messageMaxLength} எழுத்துகளுக்குள் இருக்க வேண்டும்.`,
  tooManyMessages:
    "உங்கள் இணைப்பிலிருந்து அதிகமான செய்திகள் வந்துள்ளன. சில நிமிடங்கள் கழித்து மீண்டும் முயலவும், அல்லது எங்களை அழையுங்கள்.",
} satisfies TamilOf<typeof contactMessages>;
