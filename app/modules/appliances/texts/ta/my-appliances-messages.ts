import type { myAppliancesMessages } from "../en/my-appliances-messages";
import type { TamilOf } from "~/i18n/text";

export default {
  linkExpired: "இந்தப் பக்கத்தின் காலம் முடிந்துவிட்டது. நினைவூட்டலை மாற்ற, உங்கள் ஆர்டரை மீண்டும் தேடுங்கள்.",
  reminderClosed: "இந்த நினைவூட்டலை இனி மாற்ற முடியாது: அது ஏற்கெனவே அனுப்பப்பட்டது, அல்லது உத்தரவாதம் முடிந்துவிட்டது.",
} satisfies TamilOf<typeof myAppliancesMessages>;
