import type { paymentLabelsText } from "../en/payment-labels";
import type { TamilOf } from "~/i18n/text";

export default {
  cod: "டெலிவரியின்போது பணம்",
  card: "டெலிவரியின்போது கார்டு",
  upi: "UPI",
  paid: "செலுத்தப்பட்டது",
  pendingCod: "ஆர்டர் டெலிவரி ஆகும்போது பணமாகச் செலுத்துங்கள்.",
  pendingCard: "ஆர்டர் டெலிவரி ஆகும்போது கார்டு மூலம் செலுத்துங்கள்.",
  pendingUpi: "உங்கள் UPI கட்டணத்துக்காகக் காத்திருக்கிறோம். பணம் எங்களுக்கு வந்ததும் ஆர்டரை உறுதிசெய்வோம்.",
} satisfies TamilOf<typeof paymentLabelsText>;
