import { dealer } from "~/lib/dealer";

import type { cartText } from "../en/cart";
import type { TamilOf } from "~/i18n/text";
import dealerAddress from "~/components/texts/ta/dealer-address";

const items = (count: number) => `${count} ${count === 1 ? "பொருள்" : "பொருட்கள்"}`;

export default {
  title: "உங்கள் கூடை",
  description: `${dealer.name}, ${dealerAddress.city}: உங்கள் கூடையில் உள்ள பொருட்களின் எண்ணிக்கையையும் விலையையும் சரிபார்த்து, ஆர்டர் செய்யுங்கள்.`,
  crumb: "கூடை",
  itemCount: items,
  continueShopping: "தொடர்ந்து வாங்குங்கள்",
  emptyTitle: "உங்கள் கூடை காலியாக உள்ளது",
  emptyLead: "உங்கள் வீட்டுக்கு ஏற்ற சாதனத்தைக் கண்டறியத் தொடர்ந்து பாருங்கள், அல்லது இன்றைய சலுகைகளைப் பாருங்கள்.",
  viewOffers: "சலுகைகளைப் பார்",
  pricesFailed:
    "இப்போது சமீபத்திய விலைகளைச் சரிபார்க்க முடியவில்லை. ஆர்டர் செய்யும்போது விலையும் கையிருப்பும் மீண்டும் உறுதிசெய்யப்படும்.",
  tryAgain: "மீண்டும் முயலவும்",
  productsInCart: "உங்கள் கூடையில் உள்ள பொருட்கள்",
  loading: "உங்கள் கூடை ஏற்றப்படுகிறது",
  blockedUnavailable: "ஆர்டர் செய்யத் தொடர, இனி ஆர்டர் செய்ய முடியாத பொருட்களை நீக்குங்கள்.",
  blockedShort: "ஆர்டர் செய்யத் தொடர, போதிய கையிருப்பு இல்லாத பொருட்களின் எண்ணிக்கையைக் குறையுங்கள்.",
  quantityOf: (title: string) => `${title}: எண்ணிக்கை`,
  decrease: (title: string) => `${title}: எண்ணிக்கையைக் குறை`,
  increase: (title: string) => `${title}: எண்ணிக்கையைக் கூட்டு`,
  unavailable: "இந்தப் பொருள் இப்போது கிடைப்பதில்லை. இதை நீக்குங்கள்.",
  outOfStock: "கையிருப்பு இல்லை. ஆர்டர் செய்யத் தொடர இதை நீக்குங்கள்.",
  short: (stock: number) =>
    `கையிருப்பில் ${stock} மட்டுமே உள்ளது. ஆர்டர் செய்யத் தொடர எண்ணிக்கையை ${stock} ஆகக் குறையுங்கள்.`,
  price: "விலை ",
  mrp: "MRP ",
  each: "ஒன்றுக்கு",
  priceUpdated: (from: string, to: string) => `விலை ${from}-இலிருந்து ${to} ஆக மாறியுள்ளது`,
  lineTotal: "இந்தப் பொருளுக்கு மொத்தம் ",
  removeBefore: (title: string) => `${title}: `,
  remove: "நீக்கு",
  removeAfter: () => "",
  summaryTitle: "ஆர்டர் சுருக்கம்",
  priceOfItems: (count: number) => `விலை (${items(count)})`,
  discount: "தள்ளுபடி",
  delivery: "டெலிவரி",
  free: "இலவசம்",
  subtotal: "கூட்டுத்தொகை",
  youSave: (amount: string) => `இந்த ஆர்டரில் ${amount} சேமிக்கிறீர்கள்`,
  installation: (amount: string) =>
    `எங்கள் தொழில்நுட்ப வல்லுநர்களின் இன்ஸ்டலேஷன்: ${amount}, ஆர்டர் செய்யும்போது நீங்கள் அதைத் தேர்ந்தெடுத்தால் (அல்லது பிராண்ட் இன்ஸ்டால் செய்யும், அல்லது தேவையில்லை).`,
  taxes: "விலைகளில் எல்லா வரிகளும் அடங்கும்.",
  proceed: "ஆர்டர் செய்யத் தொடரவும்",
  genuine: "முழு உற்பத்தியாளர் உத்தரவாதத்துடன் அசல் பொருட்கள்",
} satisfies TamilOf<typeof cartText>;
