import { codeLifetimeMinutes } from "~/modules/account/sign-in-rules";

import type { signInSmsText } from "../en/sign-in-sms";
import type { TamilOf } from "~/i18n/text";

export default {
  body: `{1} என்பது உங்கள் Kaveri Appliances உள்நுழைவுக் குறியீடு. இது ${codeLifetimeMinutes} நிமிடங்களுக்குச் செல்லும். எங்கள் ஊழியர்கள் உட்பட யாரிடமும் பகிர வேண்டாம்.`,
} satisfies TamilOf<typeof signInSmsText>;
