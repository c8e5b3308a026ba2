import { dealer } from "~/lib/dealer";

import type { customerEmailsText } from "../en/customer-emails";
import type { TamilOf } from "~/i18n/text";
import dealerAddress from "~/components/texts/ta/dealer-address";

export default {
  order_placed: "உங்கள் ஆர்டர் {1} பதிவானது",
  order_cod_confirm: "உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டர் {1}-ஐ உறுதிசெய்யுங்கள்",
  order_shipped: "உங்கள் ஆர்டர் {1} அனுப்பப்பட்டது",
  order_delivered: "உங்கள் ஆர்டர் {1} டெலிவரி ஆனது",
  booking_confirmed: "சர்வீஸ் முன்பதிவு {1} உறுதியானது: {2}",
  technician_assigned: "முன்பதிவு {1}: உங்கள் தொழில்நுட்ப வல்லுநர்",
  booking_rescheduled: "சர்வீஸ் முன்பதிவு {1}: புதிய நாள் {2}",
  booking_cancelled: "சர்வீஸ் முன்பதிவு {1} ரத்து செய்யப்பட்டது",
  return_requested: "உங்கள் கோரிக்கை {1} கிடைத்தது",
  return_approved: "கோரிக்கை {1} ஏற்கப்பட்டது: {2} அன்று எடுத்துச் செல்வோம்",
  return_refused: "கோரிக்கை {1}-ஐ ஏற்க இயலவில்லை",
  return_refunded: "கோரிக்கை {1}: கிரெடிட் நோட்",
  return_replaced: "கோரிக்கை {1}: மாற்றுப் பொருள்",
  complaint_received: "உங்கள் புகார் {1} கிடைத்தது",
  complaint_answered: "உங்கள் புகார் {1}-க்கு பதில்",
  waiting_for_parts: "பழுது நீக்கம் {1}: உதிரி பாகத்துக்காகக் காத்திருக்கிறது",
  revisit_booked: "பழுது நீக்கம் {1}: {2} அன்று மறு வருகை",
  estimate_sent: "பழுது நீக்கம் {1}-க்கான மதிப்பீடு: ஏற்கவும் அல்லது மறுக்கவும்",
  amc_ending: "உங்கள் பராமரிப்புத் திட்டம் {1} முடியும் நாள்: {2}",
  service_due: "உங்கள் பராமரிப்புத் திட்டம் {1}-இல் சர்வீஸ் வருகைக்கான நேரம் வந்துவிட்டது",
  warranty_ending: "உங்கள் {1}-இன் உற்பத்தியாளர் உத்தரவாதம் முடியும் நாள்: {2}",
  whyAppliance:
    "இந்த உத்தரவாதம் முடியும் முன் சொல்லும்படி 'என் சாதனங்கள்' பக்கத்தில் கேட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.",
  whyAmc: "இந்தப் பராமரிப்புத் திட்டத்தை வாங்கியபோது நினைவூட்டல்களைக் கேட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.",
  whyComplaint: "புகாருடன் இந்த முகவரியைத் தந்ததால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.",
  whyOrder: "இந்த ஆர்டரைச் செய்தபோது அதன் தகவல்களைக் கேட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.",
  whyBooking: "இந்த முன்பதிவைச் செய்தபோது அதன் தகவல்களைக் கேட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.",
  signature: `${dealer.name}, ${dealerAddress.full}. தொலைபேசி ${dealer.phone}.`,
} satisfies TamilOf<typeof customerEmailsText>;
