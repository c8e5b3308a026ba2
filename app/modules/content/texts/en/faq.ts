import { dealer } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The FAQ page around its questions (app/routes/store/faq.tsx); the questions are in faq-entries. */
export const faqText = defineText("faq", {
  title: "Frequently Asked Questions",
  description: `Answers about delivery times, free shipping, cancellations, refunds, payment, same-day doorstep repairs, appointments and warranties at ${dealer.name}, ${dealer.city}.`,
  eyebrow: "Help centre",
  lead: "Quick answers about orders, delivery, payments, repairs and warranties. Tap a question to see the answer.",
  stillAsking: "Still have a question?",
  replyNote: "We reply to service requests within 30 minutes. Phone lines are open ",
  phoneHours: dealer.hours.contactPhone,
  replyNoteEnd: ".",
  call: "Call ",
  whatsapp: "WhatsApp Us",
  whatsappMessage: "Hello, I have a question.",
  newTab: " (opens in a new tab)",
  sendMessage: "Send Us a Message",
});
