import type { trackingLinkMessages } from "../en/tracking-link";
import type { TamilOf } from "~/i18n/text";

export default {
  invalid: "இந்த டிராக்கிங் இணைப்பு காலாவதியானது அல்லது செல்லாதது. கீழே உங்கள் விவரங்களை உள்ளிட்டுத் தேடுங்கள்.",
} satisfies TamilOf<typeof trackingLinkMessages>;
