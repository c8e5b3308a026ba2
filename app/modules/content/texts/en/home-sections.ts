import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The home page's sections (app/modules/content/components), which load after the page. */
export const homeSectionsText = defineText("home-sections", {
  "hero.badge": (year: number) => `${dealer.tagline} since ${year}`,
  "hero.title": `Your Authorised Appliance Dealer & Service Partner in <city>${dealer.city}</city>`,
  "hero.lead":
    "Genuine TVs, ACs, refrigerators and washing machines from the brands you trust, at <b>up to 30% off</b>. Expert repairs at your doorstep, with <b>same day service available</b>.",
  "hero.shop": "Shop Appliances",
  "hero.book": "Book Service",
  "hero.track": "Track Service",
  "hero.customers": "Happy Customers",
  "hero.brands": "Premium Brands",
  "hero.support": "Service Support",
  "hero.rating": "Service Rating",

  "partners.eyebrow": "Authorised partners",
  "partners.title": "Authorised Dealer & Service Partner",
  "partners.subtitle": "Official sales and service partner for the brands Indian homes trust most.",
  "partners.badge": "Authorised partner",

  "categories.eyebrow": "Shop by category",
  "categories.title": "Find the Right Appliance",
  "categories.subtitle": "Latest models with genuine brand warranty, free delivery and installation support.",
  "categories.viewAll": "View all products",
  "categories.comingSoon": "Coming soon",
  "categories.models": (count: number) => (count === 1 ? "1 Model" : `${count} Models`),

  "service.eyebrow": "Appliance service",
  "service.title": "Expert Appliance Repair at Your Doorstep",
  "service.lead": `AC, refrigerator, washing machine and TV repair by certified technicians using genuine parts, with same day doorstep service across ${dealer.city}.`,
  "service.certified": "Certified technicians",
  "service.genuineParts": "Genuine spare parts",
  "service.sameDay": "Same day service",
  "service.doorstep": "Doorstep service",
  "service.bookNow": "Book Service Now",
  "service.track": "Track Your Service",
  "service.emergencyTitle": "Emergency breakdown?",
  "service.emergencyText":
    "Call or WhatsApp us now and a technician will be on the way. Same day service is available for most repairs.",
  "service.emergencyCall": "Emergency Call",
  "service.whatsapp": "WhatsApp Us",
  "service.whatsappMessage": "Hello, I need an appliance repaired.",

  "cards.eyebrow": "What we repair",
  "cards.title": "Repair & Maintenance Services",
  "cards.subtitle": "All major brands, in-warranty and out-of-warranty, at your home.",
  "cards.learnMore": "Learn more",
  "cards.about": (service: string) => ` about ${service}`,

  "why.eyebrow": "Why choose us",
  "why.title": "Service You Can Count On",
  "why.subtitle": "Thousands of families around the district trust us with their appliances.",
  "why.certified.title": "Certified Technicians",
  "why.certified.text": "Brand-trained, background-verified technicians who fix it right the first time.",
  "why.sameDay.title": "Same-Day Service",
  "why.sameDay.text": "Book before noon and most repairs are done the same day.",
  "why.doorstep.title": "Doorstep Service",
  "why.doorstep.text": "We come to your home with the tools and genuine spare parts.",
  "why.guarantee.title": "Satisfaction Guarantee",
  "why.guarantee.text": (days: number) =>
    `100% satisfaction guarantee and a ${days}-day repair warranty on every job.`,

  "booking.eyebrow": "Doorstep repair",
  "booking.title": "Book a Service",
  "booking.lead": "Share a few details and our service desk will take it from there.",
  "booking.reply": (minutes: number) => `We reply to every service request within ${minutes} minutes.`,
  "booking.step1": "Tell us the appliance, brand and the problem",
  "booking.step2": "We call you back to confirm the visit",
  "booking.step3": "A certified technician comes to your door",
  "booking.talk": "Prefer to talk?",

  "testimonials.eyebrow": "Testimonials",
  "testimonials.title": "What Our Customers Say",
  "testimonials.subtitle": "Rated 4.8 for service by customers across the district.",
  "testimonials.rated": (rating: number) => `Rated ${rating} out of 5`,

  "contact.eyebrow": "Get in touch",
  "contact.title": "Need Help Choosing or a Repair?",
  "contact.subtitle": "Talk to our team by phone, e-mail or WhatsApp, or visit the showroom.",
  "contact.call": "Call Us",
  "contact.phoneHours": dealer.hours.homePhone,
  "contact.email": "Email Us",
  "contact.emailReply": "We reply within 2 hours",
  "contact.whatsapp": "WhatsApp",
  "contact.whatsappText": "Quick answers, photos of the fault welcome",
  "contact.whatsappLink": "Chat on WhatsApp",
  "contact.whatsappMessage": "Hello, I have a question.",
  "contact.visit": "Visit Us",
  "contact.directions": "Get Directions",

  "social.title": "Follow Us for Offers & Tips",
  "social.text": "New arrivals, festival offers and appliance care tips every week.",
  "social.on": (network: string) => `${dealer.name} on ${network}`,
});
