import type { cartPopoverText } from "../en/cart-popover";
import type { TamilOf } from "~/i18n/text";

const items = (count: number) => (count === 1 ? "பொருள்" : "பொருட்கள்");

export default {
  label: "கூடைச் சுருக்கம்",
  emptyTitle: "உங்கள் கூடை காலியாக உள்ளது",
  emptyLead: "ஒரு சாதனத்தைச் சேர்த்தால் இங்கே தெரியும்.",
  shopNow: "இப்போதே வாங்குங்கள்",
  title: "உங்கள் கூடை",
  itemCount: (count: number) => `(${count} ${items(count)})`,
  productsInCart: "உங்கள் கூடையில் உள்ள பொருட்கள்",
  more: (count: number) => `+ இன்னும் ${count} ${items(count)}`,
  subtotal: "கூட்டுத்தொகை",
  viewCart: "கூடையைப் பார்",
  checkout: "ஆர்டர் செய்ய",
} satisfies TamilOf<typeof cartPopoverText>;
