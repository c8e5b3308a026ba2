/**
 * The dealer's contact details, in one place. A real dealer changes them here and every page follows.
 * The values are placeholders.
 */
export const dealer = {
  name: "Kaveri Home Appliances",
  shortName: "Kaveri Appliances",
  tagline: "Authorised dealer & service partner",
  foundedYear: 2017,
  phone: "+91 98430 12345",
  phoneHref: "tel:+919843012345",
  whatsappNumber: "919843012345",
  email: "care@kaveriappliances.in",
  street: "24, Brough Road, Near Bus Stand",
  city: "Erode",
  state: "Tamil Nadu",
  pincode: "638001",
  website: "www.kaveriappliances.in",
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020, rule 4(4) asks for: shown in the
   * footer and on /grievance (the designation is in the grievance texts, in each language).
   */
  grievanceOfficer: {
    name: "R. Lakshmi",
    phone: "+91 98430 12399",
    phoneHref: "tel:+919843012399",
    email: "grievance@kaveriappliances.in",
  },
  /** A sample GSTIN (valid check character, registered to nobody) printed marked as a sample until GSTIN is set. */
  gstin: "33ABCDE1234F1Z7",
  /** UPI ID customers pay to; UPI_VPA in the environment overrides it. */
  upiVpa: "kaveriappliances@upi",
  mapsUrl: "https://www.google.com/maps/dir/?api=1&destination=Kaveri+Home+Appliances+Brough+Road+Erode",
  hours: {
    topBar: "Mon-Sat 9AM-8PM",
    homePhone: "8AM-8PM daily",
    contactPhone: "9AM-7PM",
    service: [
      { days: "Mon-Fri", time: "9:00 AM - 7:00 PM" },
      { days: "Saturday", time: "9:00 AM - 5:00 PM" },
      { days: "Sunday", time: "Emergency only" },
    ],
    support: "Monday to Saturday, 10 AM to 7 PM IST",
  },
  socials: [
    { name: "Facebook", href: "https://www.facebook.com/kaveriappliances" },
    { name: "Instagram", href: "https://www.instagram.com/kaveriappliances" },
    { name: "YouTube", href: "https://www.youtube.com/@kaveriappliances" },
    { name: "X", href: "https://x.com/kaveriappliances" },
  ],
} as const;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${dealer.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export const fullAddress = `${dealer.street}, ${dealer.city}, ${dealer.state} ${dealer.pincode}`;
