import { dealer } from "~/lib/dealer";

import type { footerText } from "../en/footer";
import type { TamilOf } from "~/i18n/text";

export default {
  intro: (repairWarrantyDays: number) =>
    `${dealer.foundedYear} முதல் ஈரோட்டில் அங்கீகரிக்கப்பட்ட டீலர் & சேவைக் கூட்டாளர். முன்னணி பிராண்டுகளின் அசல் பொருட்கள், சான்றளிக்கப்பட்ட தொழில்நுட்ப வல்லுநர்கள் வீட்டுக்கே வந்து செய்யும் பழுது நீக்கம், ${repairWarrantyDays} நாள் பழுது நீக்க உத்தரவாதம்.`,
  followUs: "எங்களைப் பின்தொடர",
  shop: "பொருட்கள்",
  service: "சேவை",
  company: "நிறுவனம்",
  acs: "ஏசிகள்",
  bookService: "சேவை முன்பதிவு",
  trackService: "சேவை நிலவரம்",
  myAppliances: "என் சாதனங்கள்",
  warranty: "உத்தரவாதம்",
  repairs: "பழுது நீக்கம்",
  faq: "கேள்வி-பதில்",
  about: "எங்களைப் பற்றி",
  contact: "தொடர்புக்கு",
  storeLocator: "கடை இருப்பிடம்",
  visitOrCall: "நேரில் வர அல்லது அழைக்க",
  grievanceOfficer: "குறை தீர்க்கும் அலுவலர்",
  makeComplaint: "புகார் அளிக்க",
  allRightsReserved: ` ${dealer.name}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`,
  policies: "கொள்கைகள்",
  privacy: "தனியுரிமைக் கொள்கை",
  terms: "விதிமுறைகள் & நிபந்தனைகள்",
  shipping: "டெலிவரி கொள்கை",
  cancellationRefund: "ரத்து & பணம் திரும்பப் பெறுதல்",
} satisfies TamilOf<typeof footerText>;
