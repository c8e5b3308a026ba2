import type { paymentLabelsText } from "../en/payment-labels";
import type { TamilOf } from "~/i18n/text";

export default {
  cod: "கேஷ் ஆன் டெலிவரி",
  card: "ஆன்லைன் பேமெண்ட்",
  upi: "UPI",
  paid: "செலுத்தப்பட்டது",
  pendingCod: "ஆர்டர் டெலிவரி ஆகும்போது பணமாகச் செலுத்துங்கள்.",
  pendingCard: "உங்கள் ஆன்லைன் பணம் செலுத்தலுக்காகக் காத்திருக்கிறோம். ஆர்டர் உறுதிப்படுத்தல் பக்கத்திலிருந்து செலுத்துங்கள்.",
  pendingUpi: "உங்கள் UPI கட்டணத்துக்காகக் காத்திருக்கிறோம். பணம் எங்களுக்கு வந்ததும் ஆர்டரை உறுதிசெய்வோம்.",
} satisfies TamilOf<typeof paymentLabelsText>;
