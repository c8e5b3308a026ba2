import type { orderLinesText } from "../en/order-lines";
import type { TamilOf } from "~/i18n/text";

export default {
  quantity: (count: number) => `எண்ணிக்கை: ${count}`,
  subtotal: "கூட்டுத்தொகை",
  totalDiscounts: "மொத்தத் தள்ளுபடி",
  shipping: "டெலிவரி கட்டணம்",
  free: "இலவசம்",
  installation: "இன்ஸ்டலேஷன்",
  total: "மொத்தம்",
} satisfies TamilOf<typeof orderLinesText>;
