import { z } from "zod";

import { checkoutSchema } from "./checkout.schema";
import { normaliseOrderNumber } from "./order-number";

/** The /track-order pair: order number and the mobile number used at checkout (normalised like checkout). */
export const trackOrderSchema = z.object({
  orderNumber: z
    .string({ error: "Enter your order number." })
    .trim()
    .min(1, "Enter your order number.")
    .max(40, "Order numbers look like ORD-250901-ABC234.")
    .transform(normaliseOrderNumber)
    .pipe(
      z.string().regex(/^ORD-[A-Z0-9-]{3,30}$/, "Order numbers start with ORD-, like ORD-250901-ABC234."),
    ),
  phone: checkoutSchema.shape.phone,
});

export type TrackOrderErrors = { orderNumber?: string; phone?: string };

export function trackOrderErrors(error: z.ZodError): TrackOrderErrors {
  const errors: TrackOrderErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "orderNumber" || field === "phone") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
