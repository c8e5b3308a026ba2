import type { prefillNoteText } from "../en/prefill-note";
import type { TamilOf } from "~/i18n/text";

export default {
  filledAddress:
    "நீங்கள் பயன்படுத்திய ஒரு முகவரியுடன் உங்கள் கணக்கிலிருந்து நிரப்பப்பட்டது. தேவையானதை மாற்றலாம்; உங்கள் எல்லா முகவரிகளும் இங்கே:",
  filledPhone: "உங்கள் மொபைல் எண் உங்கள் கணக்கிலிருந்து நிரப்பப்பட்டது.",
  myAccount: "என் கணக்கு",
} satisfies TamilOf<typeof prefillNoteText>;
