import { bookingHorizonDays } from "~/modules/booking/booking-slots";
import {
  bookingNameMaxLength,
  bookingNameMinLength,
  issueMaxLength,
  visitAddressMaxLength,
} from "~/modules/booking/service-rules";

import { defineMessages } from "~/i18n/text";

/**
 * What the booking form's schema (app/modules/booking/booking.schema.ts) and the booking action answer as
 * English text: field errors, a full or started slot, too many bookings, a dead repair link. The form kit
 * shows them in the page's language. The reschedule form on /track-service shares the date and slot ones.
 */
export const bookingMessages = defineMessages("booking-messages", {
  nameRequired: "Name is required",
  nameLength: `Name must be between ${bookingNameMinLength}-${bookingNameMaxLength} characters.`,
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.",
  emailInvalid: "Please enter a valid email address.",
  applianceRequired: "Please select an appliance.",
  brandRequired: "Please select a brand.",
  issueRequired: "Please describe the issue.",
  issueLength: `Please keep the description under ${issueMaxLength} characters.`,
  dateRequired: "Please choose a preferred date.",
  dateInvalid: "Please choose a valid date.",
  datePast: "The date cannot be earlier than today.",
  dateHorizon: `Please choose a date within the next ${bookingHorizonDays} days.`,
  slotRequired: "Please choose a time slot.",
  sundaySlot: "On Sundays only the emergency slot is available.",
  weekdaySlot: "The emergency slot is for Sundays only. Please choose another slot.",
  slotFull: "This time slot is full. Please choose another slot.",
  slotStarted: "This time slot has already started. Please choose a later slot.",
  addressRequired: "Please enter the address for the visit.",
  addressShort: "Please enter the full address: house number, street and area.",
  addressLength: `Please keep the address under ${visitAddressMaxLength} characters.`,
  pincodeRequired: "Please enter the pincode.",
  pincodeInvalid: "Please enter a valid 6-digit pincode.",
  termsRequired: "You must agree to the terms and conditions.",
  photosTooMany: "Add at most 4 photos of the fault.",
  photoUnsupported: "Photos must be JPEG, PNG, WebP or AVIF pictures.",
  photoTooLarge: "Each photo must be under 8 MB.",
  photoTooManyPixels: "A photo has too many pixels. Choose one under 25 megapixels.",
  photoUnreadable: "A photo could not be read. Please choose it again.",
  tooManyBookings: "Too many bookings from your connection. Please wait an hour and try again, or call us.",
  tooManyBookingsForNumber:
    "Too many bookings with this mobile number today. Sign in with your mobile number to book more, or call us.",
  repairLinkInvalid:
    "This repair link has expired or is not valid. Please fill in the form below, or open My Appliances again to book for your appliance.",
});
