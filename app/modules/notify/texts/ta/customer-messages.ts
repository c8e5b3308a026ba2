import { dealer } from "~/lib/dealer";

import type { customerMessagesText } from "../en/customer-messages";
import type { TamilOf } from "~/i18n/text";

export default {
  order_placed: `${dealer.shortName}: {2} மதிப்புள்ள உங்கள் ஆர்டர் {1} பதிவானது. நிலையை அறிய: {3}`,
  order_cod_confirm: `${dealer.shortName}: {2} மதிப்புள்ள உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டர் {1}-ஐ அனுப்ப, இந்த இணைப்பில் உறுதிசெய்யவும்: {3}`,
  order_shipped: `${dealer.shortName}: உங்கள் ஆர்டர் {1} அனுப்பப்பட்டது, கூரியர் டிராக்கிங் எண் {2}. நிலையை அறிய: {3}`,
  order_delivered: `${dealer.shortName}: உங்கள் ஆர்டர் {1} டெலிவரி செய்யப்பட்டது. நன்றி! பில் மற்றும் விவரம்: {2}`,
  booking_confirmed: `${dealer.shortName}: உங்கள் சர்வீஸ் முன்பதிவு {1} உறுதியானது: {2}. நிலையை அறிய: {3}`,
  technician_assigned: `${dealer.shortName}: உங்கள் முன்பதிவு {1}-க்காக {2} {3} அன்று வருவார். நிலையை அறிய: {4}`,
  booking_rescheduled: `${dealer.shortName}: உங்கள் சர்வீஸ் முன்பதிவு {1} இப்போது {2} அன்று. நிலையை அறிய: {3}`,
  booking_cancelled: `${dealer.shortName}: உங்கள் சர்வீஸ் முன்பதிவு {1} ரத்து செய்யப்பட்டது. விவரம்: {2}`,
  return_requested: `${dealer.shortName}: ஆர்டர் {2}-க்கான உங்கள் கோரிக்கை {1} கிடைத்தது. 2 வேலை நாட்களுக்குள் பதில் தருவோம். விவரம்: {3}`,
  return_approved: `${dealer.shortName}: உங்கள் கோரிக்கை {1} ஏற்கப்பட்டது. {2} அன்று பொருளை எடுத்துச் செல்வோம். விவரம்: {3}`,
  return_refused: `${dealer.shortName}: உங்கள் கோரிக்கை {1}-ஐ ஏற்க இயலவில்லை. காரணமும் விவரமும்: {2}`,
  return_refunded: `${dealer.shortName}: உங்கள் கோரிக்கை {1}-க்கு {2} மதிப்புள்ள கிரெடிட் நோட் வழங்கியுள்ளோம்; பணம் 3-5 வேலை நாட்களில் திருப்பி அளிக்கப்படும். விவரம்: {3}`,
  return_replaced: `${dealer.shortName}: உங்கள் கோரிக்கை {1}-க்கான மாற்றுப் பொருள் ஆர்டர் {2} கட்டணமின்றி அனுப்பப்படுகிறது. நிலையை அறிய: {3}`,
  stop: "இந்தத் தகவல்கள் வேண்டாமெனில், இணைப்பைத் திறந்து 'தகவல்களை நிறுத்து' என்பதைத் தட்டவும்.",
} satisfies TamilOf<typeof customerMessagesText>;
