import { dealer } from "~/lib/dealer";

import type { homeText } from "../en/home";
import type { TamilOf } from "~/i18n/text";
import dealerAddress, { cityIn } from "~/components/texts/ta/dealer-address";

export default {
  title: `${dealer.name} – ${cityIn} அங்கீகரிக்கப்பட்ட டீலர்`,
  description: `Samsung, LG, Godrej, Voltas, Blue Star, Panasonic நிறுவனங்களின் டிவி, ஏசி, ஃப்ரிட்ஜ், வாஷிங் மெஷின்களை 30% வரை தள்ளுபடியில் வாங்குங்கள்; ${dealerAddress.city}, ${dealerAddress.state} பகுதியில் அன்றே வீடு தேடி வரும் பழுது நீக்கும் சேவையை முன்பதிவு செய்யுங்கள்.`,
  brandsSubtitle: "முன்னணி பிராண்டுகள் அனைத்துக்கும் விற்பனை, இன்ஸ்டலேஷன், பழுது நீக்கம்.",
  businessDescription: `${dealerAddress.city} நகரில் அங்கீகரிக்கப்பட்ட டீலர் & சேவைக் கூட்டாளர்: வீட்டு உபயோகப் பொருள் விற்பனை, வீடு தேடி வரும் பழுது நீக்கம் மற்றும் சேவை.`,
} satisfies TamilOf<typeof homeText>;
