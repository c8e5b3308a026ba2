import { defineText } from "~/i18n/text";

/** The offline page (app/routes/store/offline.tsx) and the tracking snapshots it shows. */
export const offlineText = defineText("offline", {
  title: "You're offline",
  lead: "We can't reach the shop right now. Check your mobile data or Wi-Fi and try again.",
  retry: "Try again",
  reachUs: "Our phone and WhatsApp work even when the website doesn't.",
  call: (phone: string) => `Call ${phone}`,
  whatsapp: "WhatsApp us",
  lastOrder: "Your last tracked order",
  lastBooking: "Your last tracked service booking",
  savedNote: (days: number) =>
    `Saved on this phone only, for ${days} days or until you sign out. It may have changed since.`,
  lastUpdated: (time: string) => `Last updated ${time}`,
  status: "Status",
  forget: "Remove from this phone",
});
