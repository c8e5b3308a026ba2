import { dealer } from "~/lib/dealer";

import type { productText } from "../en/product";
import type { TamilOf } from "~/i18n/text";
import dealerAddress from "~/components/texts/ta/dealer-address";

const byOurTechnicians = "எங்கள் தொழில்நுட்ப வல்லுநர்களின்";

export default {
  notFoundTitle: "பொருள் கிடைக்கவில்லை",
  notFoundDescription: "நீங்கள் தேடும் பொருள் இல்லை அல்லது நீக்கப்பட்டுவிட்டது.",
  backToShop: "பொருட்கள் பக்கத்துக்குத் திரும்பு",
  metaDescription: (title: string, offer: string, brand: string, replacementDays: number) =>
    `${dealer.name}, ${dealerAddress.city}: ${title} ${offer} விலையில் வாங்குங்கள். இலவச டெலிவரி, உற்பத்தியாளர் உத்தரவாதம், ${replacementDays} நாள் மாற்றுப் பொருள் வசதியுடன் அசல் ${brand} தயாரிப்பு.`,
  offer: (price: string, discountPct: number, mrp: string) =>
    `${price} (MRP ${mrp}-இல் ${discountPct}% தள்ளுபடி)`,

  outOfStockRibbon: "கையிருப்பு இல்லை",
  authorisedDealer: (brand: string) => `அங்கீகரிக்கப்பட்ட ${brand} டீலர்`,
  keyDetails: "முக்கிய விவரங்கள்",
  energyRating: (stars: number) => `${stars} நட்சத்திர மின்சிக்கன மதிப்பீடு`,
  inStock: "கையிருப்பில் உள்ளது",
  outOfStock: "தற்போது கையிருப்பு இல்லை",
  youSave: (amount: string) => `நீங்கள் ${amount} சேமிக்கிறீர்கள்`,

  quantity: "எண்ணிக்கை",
  decreaseQuantity: "எண்ணிக்கையைக் குறை",
  increaseQuantity: "எண்ணிக்கையைக் கூட்டு",

  deliveryHeading: "டெலிவரி மற்றும் சேவைகள்",
  deliveryBy: (date: string) => `டெலிவரி: ${date} அல்லது அதற்கு முன்`,
  freeDelivery: "இலவச டெலிவரி",
  freeInstallation: `${byOurTechnicians} இலவச இன்ஸ்டலேஷன்`,
  freeDemo: `${byOurTechnicians} இலவச டெமோ`,
  paidInstallation: (charge: string) => `${byOurTechnicians} இன்ஸ்டலேஷன்: ${charge}`,
  paidDemo: (charge: string) => `${byOurTechnicians} டெமோ: ${charge}`,
  chooseVisit: "வருகை நேரத்தை ஆர்டர் செய்யும்போது தேர்ந்தெடுக்கலாம்",
  warrantyTerms: "உத்தரவாத விதிமுறைகள்",
  replacement: (days: number) => `${days} நாள் மாற்றுப் பொருள் வசதி`,
  forDefective: "குறைபாடுள்ள பொருட்களுக்கு",
  taxesIncluded: "விலைகளில் எல்லா வரிகளும் அடங்கும்",

  accessoryWarranty: "6 மாத உத்தரவாதம்",
  noWarranty: "உற்பத்தியாளர் உத்தரவாதம் இல்லை",
  monthsWarranty: (months: number) => `${months} மாத உற்பத்தியாளர் உத்தரவாதம்`,
  yearsWarranty: (years: number) => `${years} ஆண்டு உற்பத்தியாளர் உத்தரவாதம்`,

  highlights: "சிறப்பம்சங்கள்",
  specifications: "விவரக்குறிப்புகள்",
  specificationsOf: (title: string) => `${title}: விவரக்குறிப்புகள்`,
  noSpecifications: "விவரக்குறிப்புகள் இன்னும் கிடைக்கவில்லை.",
  description: "விளக்கம்",
  noDescription: "விளக்கம் எதுவும் இல்லை.",
  declarations: "பொருள் அறிவிப்புகள்",
  declarationsNote: "சட்டமுறை எடையளவு (பொட்டலப் பொருட்கள்) விதிகள், 2011 கோருவதன்படி.",
  declarationsPending: "உற்பத்தியாளர் விவரங்களைச் சேர்த்து வருகிறோம். வாங்கும் முன் எங்களை அழைத்துக் கேளுங்கள்.",
  related: "உங்களுக்குப் பிடிக்கக்கூடியவை",
  allOf: (category: string) => `${category} அனைத்தும்`,

  images: "பொருளின் படங்கள்",
  imageAlt: (title: string, view: string) => `${title}, ${view}`,
  sideView: "பக்கவாட்டுத் தோற்றம்",
  detailView: "விவரங்களின் அருகாமைப் படம்",
  backView: "பின்புறத் தோற்றம்",
  frontView: "முன்புறத் தோற்றம்",
  otherView: (number: number) => `தோற்றம் ${number}`,
  arrowKeys: "படத்தை மாற்ற இடது, வலது அம்புக்குறி விசைகளைப் பயன்படுத்துங்கள்.",
  imageShown: (number: number, count: number, view: string) => `படம் ${number} / ${count}: ${view}`,
  chooseImage: "ஒரு படத்தைத் தேர்ந்தெடுங்கள்",
  showImage: (number: number, count: number, view: string) => `படம் ${number} / ${count} காட்டு: ${view}`,
  previousImage: "முந்தைய படம்",
  nextImage: "அடுத்த படம்",
  amcTitle: "ஆண்டு பராமரிப்புத் திட்டங்கள்",
  amcPlan: (price: string, months: number, visits: number) =>
    `${months === 12 ? "ஆண்டுக்கு" : `${months} மாதங்களுக்கு`} ${price}, ${visits === 1 ? "1 வருகை" : `${visits} வருகைகள்`}`,
  amcPartsIn: "உதிரி பாகங்கள் அடங்கும்",
  amcPartsOut: "உதிரி பாகங்கள் தனி",
  amcHow: "டெலிவரி ஆனதும், ",
  amcMyAppliances: "என் சாதனங்கள்",
  amcHowEnd: " பக்கத்தில் உங்கள் சாதனத்துக்கு வாங்கலாம்.",
} satisfies TamilOf<typeof productText>;
