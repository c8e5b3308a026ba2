import { dealer } from "~/lib/dealer";

import type { compareText } from "../en/compare";
import type { TamilOf } from "~/i18n/text";

export default {
  title: "பொருட்களை ஒப்பிடுங்கள்",
  description: `${dealer.name}: விலை, மதிப்பீடு, கொள்ளளவு, மின்சிக்கன மதிப்பீடு, ஒவ்வொரு விவரக்குறிப்பையும் அருகருகே வைத்துச் சாதனங்களை ஒப்பிடுங்கள்.`,
  crumb: "ஒப்பீடு",
  emptyTitle: "ஒப்பிடப் பொருட்கள் எதுவும் இல்லை",
  emptyText: (limit: number) =>
    `அதிகபட்சம் ${limit} பொருட்களில் ‘ஒப்பிடு’ என்பதைத் தேர்வுசெய்து, அவற்றின் விலைகளையும் விவரக்குறிப்புகளையும் அருகருகே பாருங்கள்.`,
  browse: "பொருட்களைப் பார்வையிட",
  addAnother: "அருகருகே ஒப்பிட இன்னொரு பொருளைச் சேருங்கள்.",
  comparing: (count: number) => `${count} பொருட்கள் ஒப்பிடப்படுகின்றன.`,
  rowsDiffer: "வண்ணமிட்ட வரிசைகளில் வேறுபாடு உள்ளது.",
  addProducts: "பொருட்களைச் சேர்",
  table: "ஒப்பீட்டு அட்டவணை, பக்கவாட்டில் நகர்த்தலாம்",
  caption: (titles: string) => `ஒப்பீடு: ${titles}`,
  remove: "நீக்கு",
  differs: " (வேறுபடுகிறது)",
  notListed: "குறிப்பிடப்படவில்லை",

  "row.price": "விலை",
  "row.rating": "மதிப்பீடு",
  "row.capacity": "கொள்ளளவு",
  "row.energyRating": "மின்சிக்கன மதிப்பீடு",
  "row.brand": "பிராண்ட்",
  "row.availability": "கையிருப்பு",
  inStock: "கையிருப்பில் உள்ளது",
  outOfStock: "கையிருப்பு இல்லை",
  stars: (stars: number) => `${stars} நட்சத்திரம்`,

  compare: "ஒப்பிடு",
  bar: "பொருட்களை ஒப்பிடு",
  picked: (count: number, limit: number) => `${limit}-இல் ${count}`,
  ready: "ஒப்பிடத் தயார்",
  tickOneMore: "— ஒப்பிட இன்னும் ஒன்றைத் தேர்வுசெய்யுங்கள்",
  clear: "ஒப்பீட்டை அழி",
  full: (limit: number) => `அதிகபட்சம் ${limit} பொருட்களை மட்டுமே ஒப்பிட முடியும்`,
  fullHint: "இன்னொன்றைச் சேர்க்க, ஒன்றின் தேர்வை நீக்குங்கள்.",
} satisfies TamilOf<typeof compareText>;
