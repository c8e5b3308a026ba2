import type { shopText } from "../en/shop";
import type { TamilOf } from "~/i18n/text";

const products = (count: number) => (count === 1 ? "பொருள்" : "பொருட்கள்");

export default {
  errorTitle: "பொருட்களை ஏற்ற முடியவில்லை",
  errorDescription: "பொருட்களின் பட்டியலை இப்போது ஏற்ற இயலவில்லை.",
  loadFailed: "பொருட்களை ஏற்றுவதில் தோல்வி ஏற்பட்டது",
  tryAgain: "மீண்டும் முயலவும்",
  showing: (total: number) =>
    `${total} ${products(total)} ${total === 1 ? "காட்டப்படுகிறது" : "காட்டப்படுகின்றன"}`,

  results: (query: string) => `“${query}” தேடல் முடிவுகள்`,
  searchMetaTitle: (query: string) => `“${query}” என்பதற்கான தேடல் முடிவுகள்`,
  searchDescription: (query: string, where: string) =>
    `${where}: “${query}” உடன் பொருந்தும் வீட்டு உபயோகப் பொருட்கள்.`,
  appliances: "சாதனங்கள்",
  buyOnline: (name: string) => `${name} வாங்குங்கள்`,
  filteredDescription: (name: string, where: string) =>
    `${where}: முன்னணி பிராண்டுகளின் ${name} வாங்குங்கள். உற்பத்தியாளர் உத்தரவாதம், இலவச டெலிவரி, இன்ஸ்டலேஷன் உதவியுடன் அசல் பொருட்கள்.`,
  allTitle: "அனைத்துப் பொருட்களும்",
  allMetaTitle: "வீட்டு உபயோகப் பொருட்கள் – அனைத்தும்",
  allDescription: (where: string) =>
    `${where}: Samsung, LG, Godrej, Voltas உள்ளிட்ட பிராண்டுகளின் டிவி, ஏசி, வாஷிங் மெஷின், ஃப்ரிட்ஜ், மின்விசிறிகளை வாங்குங்கள். விலைகளில் எல்லா வரிகளும் அடங்கும்.`,

  searchProducts: "பொருட்களைத் தேடுங்கள்",
  searchPlaceholder: "பொருள், பிராண்ட், மாடலைத் தேடுங்கள்…",
  search: "தேடு",
  sortBy: "வரிசை",
  "sort.featured": "சிறப்புத் தேர்வு",
  "sort.price-low": "விலை: குறைவு முதல்",
  "sort.price-high": "விலை: அதிகம் முதல்",
  "sort.rating": "அதிக மதிப்பீடு",
  "sort.newest": "புதிய வரவு",
  "sort.origin": "பிறப்பிட நாடு: இந்தியா முதலில்",

  filters: "வடிகட்டிகள்",
  active: " பயன்பாட்டில்",
  clearAll: "அனைத்தையும் நீக்கு",
  closeFilters: "வடிகட்டிகளை மூடு",
  updating: "புதுப்பிக்கப்படுகிறது…",
  showProducts: (total: number) => `${total} ${total === 1 ? "பொருளைக்" : "பொருட்களைக்"} காட்டு`,
  filterProducts: "பொருட்களை வடிகட்டு",
  categories: "வகைகள்",
  noCategories: "வகைகள் இல்லை",
  brands: "பிராண்டுகள்",
  noBrands: "பிராண்டுகள் இல்லை",
  priceRange: "விலை வரம்பு",
  anyPrice: "எந்த விலையும்",
  priceUnder: (price: string) => `${price}-க்குக் கீழ்`,
  priceOver: (price: string) => `${price}-க்கு மேல்`,
  priceBetween: (from: string, to: string) => `${from} – ${to}`,
  rating: "மதிப்பீடு",
  stars: (stars: number) => (stars === 1 ? "நட்சத்திரம்" : "நட்சத்திரங்கள்"),
  andUp: "மற்றும் அதற்கு மேல்",
  ratingChip: (stars: number) => (stars >= 5 ? `${stars}★` : `${stars}★ மற்றும் அதற்கு மேல்`),
  countryOfOrigin: "பிறப்பிட நாடு",
  availability: "கையிருப்பு",
  inStockOnly: "கையிருப்பில் உள்ளவை மட்டும்",
  applyFilters: "வடிகட்டிகளைப் பயன்படுத்து",
  productCount: (count: number) => ` ${products(count)}`,
  activeFilters: "பயன்பாட்டில் உள்ள வடிகட்டிகள்",
  removeFilter: (label: string) => `வடிகட்டியை நீக்கு: ${label}`,

  loadingProducts: "பொருட்கள் ஏற்றப்படுகின்றன",
  noProducts: "பொருட்கள் எதுவும் கிடைக்கவில்லை",
  tryAdjusting: "உங்கள் தேடலையோ வடிகட்டிகளையோ மாற்றிப் பாருங்கள்",
  clearAllFilters: "எல்லா வடிகட்டிகளையும் நீக்கு",
  viewAll: "அனைத்துப் பொருட்களையும் காண",

  pagination: "பக்கங்கள்",
  previousPage: "முந்தைய பக்கம்",
  previous: "முந்தைய",
  nextPage: "அடுத்த பக்கம்",
  next: "அடுத்து",
  page: (page: number) => `பக்கம் ${page}`,
} satisfies TamilOf<typeof shopText>;
