import { slots } from "~/modules/booking/booking-slots";

import { defineText } from "~/i18n/text";

/** The visit slots and their picker (booking form, reschedule form, checkout's installation visit). */
export const serviceSlotsText = defineText("service-slots", {
  legend: "Time slot",
  hint: `Monday to Saturday: morning, afternoon or evening. Sundays: emergency visits only (${slots.emergency.hours}).`,
  full: " (full)",
  started: " (started)",
  morning: slots.morning.label,
  "morning.hours": slots.morning.hours,
  afternoon: slots.afternoon.label,
  "afternoon.hours": slots.afternoon.hours,
  evening: slots.evening.label,
  "evening.hours": slots.evening.hours,
  emergency: slots.emergency.label,
  "emergency.hours": slots.emergency.hours,
  // the hours as an SMS carries them (a DLT variable holds at most 30 characters; Tamil parts are short)
  "morning.brief": "9 AM-12 PM",
  "afternoon.brief": "12-3 PM",
  "evening.brief": "3-6 PM",
  "emergency.brief": "10 AM-2 PM",
});
