import { dealer } from "~/lib/dealer";

import { amcRenewalDays } from "../../amc-rules";
import type { amcMessages } from "../en/amc-messages";
import type { TamilOf } from "~/i18n/text";

export default {
  choosePlan: "ஒரு திட்டத்தைத் தேர்ந்தெடுங்கள்.",
  planGone: "இந்தத் திட்டம் இப்போது விற்கப்படுவதில்லை. வேறொன்றைத் தேர்ந்தெடுங்கள்.",
  pending: `இந்தச் சாதனத்துக்கு ஒரு திட்டம் ஏற்கெனவே பணம் செலுத்தக் காத்திருக்கிறது. அதன் பக்கத்தில் செலுத்துங்கள், அல்லது மாற்ற ${dealer.phone} என்ற எண்ணில் எங்களை அழையுங்கள்.`,
  running: `இந்தச் சாதனத்தின் திட்டம் இன்னும் நடப்பில் உள்ளது. அதன் கடைசி ${amcRenewalDays} நாட்களில் புதுப்பிக்கலாம்.`,
  linkExpired: "இந்த இணைப்பின் காலம் முடிந்துவிட்டது. திட்டம் வாங்க, என் சாதனங்கள் பக்கத்தில் உங்கள் ஆர்டரை மீண்டும் தேடுங்கள்.",
} satisfies TamilOf<typeof amcMessages>;
