import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The home page's own texts (app/routes/store/home.tsx); its sections are in home-sections. */
export const homeText = defineText("home", {
  title: `${dealer.name} – Authorised Appliance Dealer & Service in ${dealer.city}`,
  description: `Buy TVs, ACs, refrigerators and washing machines from Samsung, LG, Godrej, Voltas, Blue Star and Panasonic at up to 30% off, and book same day doorstep appliance repair in ${dealer.city}, ${dealer.state}.`,
  brandsSubtitle: "Sales, installation and repairs for every leading brand.",
  businessDescription: `${dealer.tagline} in ${dealer.city}: home appliance sales, doorstep repair and service.`,
});
