import { dealer } from "~/lib/dealer";
import { hoursText } from "~/lib/duration-text";

import { defineText } from "~/i18n/text";

/** The booking page (app/routes/store/book-service.tsx), its form (also on the home page) and its confirmation. */
export const bookingText = defineText("booking", {
  title: "Book a Service",
  description: `Book a doorstep appliance repair in ${dealer.city}: choose a date and time slot, and a certified technician comes to your home. We reply within 30 minutes.`,
  eyebrow: "Doorstep repair",
  lead: "Tell us about the appliance and pick a time slot. A certified technician comes to your door.",
  formTitle: "Your service request",
  aboutVisit: "About your visit",
  hours: "Service hours",
  freeTitle: "Free to change",
  freeText: (hours: number) =>
    `Reschedule or cancel free of charge up to ${hoursText(hours)} before your slot starts, from the Track Service page.`,
  talk: "Prefer to talk?",

  name: "Full name",
  phone: "Mobile number",
  email: "Email",
  appliance: "Appliance",
  selectAppliance: "Select appliance",
  brand: "Brand",
  selectBrand: "Select brand",
  issue: "Describe the issue",
  issuePlaceholder: "For example: AC is running but not cooling",
  photos: "Photos of the fault",
  photosHint: "Up to 4 photos (JPEG, PNG, WebP or AVIF, 8 MB each): the technician brings the right parts.",
  date: "Preferred date",
  dateHint: (days: number) => `Today or any day in the next ${days} days.`,
  address: "Address for the visit",
  addressPlaceholder: "House number, street, area and landmark",
  pincode: "Pincode",
  agreeBefore: "I agree to the ",
  terms: "terms and conditions",
  agreeAfter: "",
  submit: "Book My Service",
  repairFor: (appliance: string, serial: string | null) =>
    serial ? `For: ${appliance}, serial ${serial}` : `For: ${appliance}`,
  submitting: "Booking...",

  bookedTitle: "Your service is booked",
  keepReference: "Keep this booking reference to track, reschedule or cancel your visit:",
  copy: "Copy reference",
  copied: "Copied",
  copiedStatus: "Booking reference copied",
  callBack: (minutes: number) =>
    `Our service desk will call you within ${minutes} minutes to confirm the visit.`,
  shareMessage: (reference: string) =>
    `Hello, I have booked a service. My booking reference is ${reference}.`,
  share: "Share on WhatsApp",
  newTab: " (opens in a new tab)",
  trackThis: "Track this booking",
  bookAnother: "Book another service",
});
