import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The about page (app/routes/store/about.tsx). */
export const aboutText = defineText("about", {
  title: "About Us",
  description: `Since ${dealer.foundedYear}, ${dealer.name} has been ${dealer.city}'s authorised home-appliance dealer and service partner, with genuine spare parts, accessories and doorstep repairs.`,
  eyebrow: `Serving ${dealer.city} since ${dealer.foundedYear}`,
  heading: `About ${dealer.name}`,
  lead: `Your neighbourhood ${dealer.tagline.toLowerCase()}, bringing trusted appliances and reliable repairs to homes across ${dealer.state}.`,
  storyTitle: "Our Story",
  story1: `${dealer.name} was founded in ${dealer.foundedYear} in ${dealer.city}, ${dealer.state}, with a simple idea: buying an appliance should be the start of a relationship, not the end of a sale.`,
  story2:
    "Today we are an authorised dealer and service partner for leading brands. We help families choose the right TV, air conditioner, refrigerator, washing machine or fan, deliver and install it, and look after it for years with doorstep repairs by certified technicians.",
  story3:
    "We also sell genuine spare parts and accessories, so a worn-out part never means replacing the whole appliance.",
  numbers: "Our numbers",
  customers: "Happy Customers",
  brands: "Premium Brands",
  support: "Service Support",
  valuesTitle: "What We Stand For",
  "customerFirst.title": "Customer First",
  "customerFirst.text":
    "Honest advice, transparent pricing and a team that picks up the phone. We would rather lose a sale than sell you the wrong appliance.",
  "genuine.title": "Genuine & Authorised",
  "genuine.text":
    "Every product carries the full brand warranty, and every repair uses genuine parts from the brands we represent.",
  "expert.title": "Expert Service",
  "expert.text":
    "Certified technicians, same-day visits for most repairs and a 90-day warranty on the work we do at your doorstep.",
  testimonialsTitle: "What Our Customers Say",
  rated: (rating: number) => `Rated ${rating} out of 5`,
  ctaTitle: "Let's talk about your home",
  ctaText: `Visit our store in ${dealer.city}, call us, or send a message. We are happy to help you choose an appliance or fix the one you have.`,
  contact: "Contact Us",
  call: (phone: string) => `Call ${phone}`,
});
