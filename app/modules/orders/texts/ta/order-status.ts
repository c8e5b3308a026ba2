import type { orderStatusText } from "../en/order-status";
import type { TamilOf } from "~/i18n/text";

export default {
  placed: "ஆர்டர் பெறப்பட்டது",
  packed: "பேக் செய்யப்பட்டது",
  shipped: "அனுப்பப்பட்டது",
  delivered: "டெலிவரி ஆனது",
  cancelled: "ரத்து செய்யப்பட்டது",
  shippedWithTracking: (trackingId: string) => `அனுப்பப்பட்டது (டிராக்கிங் எண் ${trackingId})`,
  cancelledByCustomer: "வாடிக்கையாளர் ரத்து செய்தார்",
  cancelledByDealer: "கடையால் ரத்து செய்யப்பட்டது",
  refundDue: (amount: string) =>
    `${amount} உங்களுக்குத் திருப்பி அனுப்பப்படும்; அந்த நடைமுறை 3-5 வேலை நாட்களுக்குள் தொடங்கும்.`,
  cancelledOnExpiry: (minutes: number) =>
    `ரத்து செய்யப்பட்டது: ஆன்லைன் பேமெண்ட் ${minutes} நிமிடங்களுக்குள் முடிக்கப்படவில்லை`,
  cancelledUnconfirmed: (hours: number) =>
    `ரத்து செய்யப்பட்டது: ஆர்டர் செய்த ${hours} மணி நேரத்துக்குள் உறுதிசெய்யப்படவில்லை`,
  paymentReceived: (amount: string, how: string) => `${how} மூலம் ${amount} பணம் பெறப்பட்டது.`,
  paymentShort: (amount: string) => `இன்னும் ${amount} செலுத்த வேண்டும்.`,
  paymentOver: (amount: string) =>
    `ஆர்டர் தொகையை விட ${amount} கூடுதலாகப் பெறப்பட்டது; அது உங்களுக்குத் திருப்பி அளிக்கப்படும்.`,
  refunded: (amount: string, how: string) => `${amount} பணம் ${how} திருப்பி அனுப்பப்பட்டது.`,
  paidByCash: "ரொக்கம்",
  paidByUpi: "UPI",
  paidByCard: "கார்டு",
  paidByGateway: "ஆன்லைன் பேமெண்ட்",
  refundToGateway: "நீங்கள் பணம் செலுத்திய அதே முறைக்கு",
  refundToCash: "ரொக்கமாக உங்களுக்கு",
  refundToUpi: "உங்கள் UPI கணக்கிற்கு",
  refundToBank: "உங்கள் வங்கிக் கணக்கிற்கு",
  returnRequested: (request: string, replacement: boolean) =>
    replacement
      ? `மாற்றுப் பொருள் கோரப்பட்டது (${request}).`
      : `பொருளைத் திருப்பி அனுப்பிப் பணம் திரும்பப் பெறக் கோரப்பட்டது (${request}).`,
  returnApproved: (request: string, date: string) =>
    `${request} ஏற்கப்பட்டது: ${date} அன்று பொருள் எடுத்துச் செல்லப்படும்.`,
  returnRefused: (request: string) => `${request} ஏற்கப்படவில்லை`,
  returnRefunded: (request: string, creditNote: string, amount: string) =>
    `${request} முடிந்தது: ${amount} மதிப்புள்ள கிரெடிட் நோட் ${creditNote} வழங்கப்பட்டது; பணம் 3-5 வேலை நாட்களில் திருப்பி அளிக்கப்படும்.`,
  returnReplaced: (request: string, orderNumber: string) =>
    `${request} முடிந்தது: மாற்றுப் பொருள் ஆர்டர் ${orderNumber} கட்டணமின்றி அனுப்பப்படுகிறது.`,
  replacementFor: (orderNumber: string, request: string) =>
    `ஆர்டர் ${orderNumber}-க்கான கட்டணமில்லா மாற்றுப் பொருள் (${request}).`,
} satisfies TamilOf<typeof orderStatusText>;
