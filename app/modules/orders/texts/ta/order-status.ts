import type { orderStatusText } from "../en/order-status";
import type { TamilOf } from "~/i18n/text";

export default {
  placed: "ஆர்டர் பெறப்பட்டது",
  packed: "பேக் செய்யப்பட்டது",
  shipped: "அனுப்பப்பட்டது",
  delivered: "டெலிவரி ஆனது",
  cancelled: "ரத்து செய்யப்பட்டது",
  shippedWithTracking: (trackingId: string) => `அனுப்பப்பட்டது (டிராக்கிங் ஐடி ${trackingId})`,
  cancelledByCustomer: "வாடிக்கையாளர் ரத்து செய்தார்",
  cancelledByDealer: "கடையால் ரத்து செய்யப்பட்டது",
  refundDue: (amount: string) => `${amount} பணம் திருப்பி அளிக்கப்படும்: 3-5 வேலை நாட்களுக்குள் தொடங்கப்படும்.`,
} satisfies TamilOf<typeof orderStatusText>;
