import { dealer } from "~/lib/dealer";

import type { customerMessagesText } from "../en/customer-messages";
import type { TamilOf } from "~/i18n/text";

// Placeholders stay in ascending order and never touch (WhatsApp's editors renumber them as they appear);
// "₹" is fixed text. Each rendered update fits three Unicode SMS parts (as the Tamil review proposed).
export default {
  order_placed: `${dealer.shortName}: உங்கள் ஆர்டர் {1} (₹{2}) பதிவானது. விவரம்: {3}`,
  order_cod_confirm: `${dealer.shortName}: கேஷ் ஆன் டெலிவரி ஆர்டர் {1} (₹{2}) அனுப்ப, இணைப்பில் உறுதிசெய்யுங்கள்: {3}`,
  order_shipped: `${dealer.shortName}: ஆர்டர் {1} அனுப்பப்பட்டது. கூரியர் எண்: {2}. விவரம்: {3}`,
  order_delivered: `${dealer.shortName}: ஆர்டர் {1} டெலிவரி ஆனது. நன்றி! பில்: {2}`,
  booking_confirmed: `${dealer.shortName}: சர்வீஸ் முன்பதிவு {1} உறுதி: {2}, {3}. விவரம்: {4}`,
  technician_assigned: `${dealer.shortName}: முன்பதிவு {1}: தொழில்நுட்ப வல்லுநர் {2}, வருகை {3}, {4}. விவரம்: {5}`,
  booking_rescheduled: `${dealer.shortName}: சர்வீஸ் முன்பதிவு {1} புதிய நேரம்: {2}, {3}. விவரம்: {4}`,
  booking_cancelled: `${dealer.shortName}: சர்வீஸ் முன்பதிவு {1} ரத்து செய்யப்பட்டது. விவரம்: {2}`,
  return_requested: `${dealer.shortName}: கோரிக்கை {1} (ஆர்டர் {2}) கிடைத்தது. 2 வேலை நாட்களில் பதில் தருவோம். விவரம்: {3}`,
  return_approved: `${dealer.shortName}: கோரிக்கை {1} ஏற்கப்பட்டது. பொருளை {2} அன்று எடுத்துச் செல்வோம். விவரம்: {3}`,
  return_refused: `${dealer.shortName}: கோரிக்கை {1}-ஐ ஏற்க இயலவில்லை. காரணமும் விவரமும்: {2}`,
  return_refunded: `${dealer.shortName}: கோரிக்கை {1}: ₹{2} கிரெடிட் நோட்; 3-5 வேலை நாட்களில் திருப்பித் தரப்படும். விவரம்: {3}`,
  return_replaced: `${dealer.shortName}: கோரிக்கை {1}: மாற்றுப் பொருள் ஆர்டர் {2} கட்டணமின்றி அனுப்பப்படுகிறது. விவரம்: {3}`,
  complaint_received: `${dealer.shortName}: புகார் {1} கிடைத்தது. {2}-க்குள் பதில் தருவோம். நிலை: {3}`,
  complaint_answered: `${dealer.shortName}: புகார் {1}-க்கு பதில் அளித்துள்ளோம். படிக்க: {2}`,
  estimate_sent: `${dealer.shortName}: {1} மதிப்பீடு Rs.{2}. ஏற்க, குறியீடு {3}-ஐ தொழில்நுட்ப வல்லுநரிடம் சொல்லுங்கள். அல்லது: {4}`,
  waiting_for_parts: `${dealer.shortName}: {1}-க்கான உதிரி பாகம் {2}-க்குள் வரும்; பிறகு மறு வருகை பதிவாகும். விவரம்: {3}`,
  revisit_booked: `${dealer.shortName}: {1}-க்கான பாகம் வந்துவிட்டது. மறு வருகை: {2}, {3}. விவரம்: {4}`,
  amc_ending: `${dealer.shortName}: உங்கள் {1} பராமரிப்புத் திட்டம் {2} அன்று முடிகிறது. புதுப்பிக்க: {3}`,
  service_due: `${dealer.shortName}: உங்கள் பராமரிப்புத் திட்டம் {1}-இல் சர்வீஸ் வருகைக்கான நேரம் வந்துவிட்டது. விவரமும் பதிவும்: {2}`,
  warranty_ending: `${dealer.shortName}: உங்கள் {1} உத்தரவாதம் {2} அன்று முடிகிறது. பராமரிப்புத் திட்டங்கள்: {3}`,
  claim_rebill: `${dealer.shortName}: {1} உத்தரவாதக் கோரிக்கையை உற்பத்தியாளர் ஏற்கவில்லை. Rs.{2} செலுத்த ஏற்க அல்லது மறுக்க: {3}`,
  stop: "நிறுத்த, இணைப்பைத் திறக்கவும்.",
} satisfies TamilOf<typeof customerMessagesText>;
