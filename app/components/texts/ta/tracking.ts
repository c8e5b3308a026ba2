import type { trackingText } from "../en/tracking";
import type { TamilOf } from "~/i18n/text";

export default {
  searching: "தேடுகிறது...",
  progress: "நிலவரம்",
  stepDone: "முடிந்தது",
  stepCurrent: "தற்போதைய நிலை",
  stepUpcoming: "இன்னும் நடக்கவில்லை",
  status: "நிலை: ",
  call: (phone: string) => `அழைக்க: ${phone}`,
} satisfies TamilOf<typeof trackingText>;
