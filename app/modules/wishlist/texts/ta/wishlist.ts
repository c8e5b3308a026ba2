import { dealer } from "~/lib/dealer";

import type { wishlistText } from "../en/wishlist";
import type { TamilOf } from "~/i18n/text";
import dealerAddress from "~/components/texts/ta/dealer-address";

export default {
  title: "என் விருப்பப் பட்டியல்",
  description: `${dealer.name}, ${dealerAddress.city}: நீங்கள் சேமித்து வைத்த சாதனங்கள்.`,
  crumb: "விருப்பப் பட்டியல்",
  itemCount: (count: number) => `${count} ${count === 1 ? "பொருள்" : "பொருட்கள்"}`,
  loading: "உங்கள் விருப்பப் பட்டியல் ஏற்றப்படுகிறது",
  needsJavaScript: "உங்கள் விருப்பப் பட்டியல் இந்த உலாவியில் சேமிக்கப்பட்டுள்ளது. அதைக் காண JavaScript-ஐ இயக்குங்கள்.",
  emptyTitle: "உங்கள் விருப்பப் பட்டியல் காலியாக உள்ளது",
  emptyText: "எந்தச் சாதனத்திலும் உள்ள இதயக் குறியைத் தொட்டு இங்கே சேமித்து, பின்னர் வந்து பாருங்கள்.",
  browse: "பொருட்களைப் பார்வையிட",
  saved: "சேமித்த பொருட்கள்",
  removeBefore: (title: string) => `${title}: `,
  remove: "நீக்கு",
  removeAfter: (_title: string) => "",
} satisfies TamilOf<typeof wishlistText>;
