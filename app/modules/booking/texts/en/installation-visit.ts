import { defineText } from "~/i18n/text";

/** An order's installation or demo visit (app/modules/orders/components/installation-visit-card.tsx). */
export const installationVisitText = defineText("installation-visit", {
  installationTitle: "Installation visit",
  demoTitle: "Demo visit",
  /** The visit's issue line, "Installation of LG …", with the product names as they are. */
  installationOf: (titles: string) => `Installation of ${titles}`,
  demoOf: (titles: string) => `Demo of ${titles}`,
  date: "Date",
  timeSlot: "Time slot",
  bookingReference: "Booking reference",
  technician: (name: string) => `Technician: ${name}. `,
  confirmByPhone: "We confirm the visit by phone before the day. ",
  followOrChange: "Follow or change it on Track Service with the reference and your phone number.",
});
