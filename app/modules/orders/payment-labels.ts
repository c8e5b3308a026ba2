import type { PaymentMethod, PaymentStatus } from "../../../db/enums";
import { paymentLabelsText } from "~/modules/orders/texts/en/payment-labels";
import type { TextOf } from "~/i18n/text";

type PaymentTexts = TextOf<typeof paymentLabelsText>;

const { cod, card, upi } = paymentLabelsText.en;

/**
 * How each payment method is named in English: the back office, the dealer's e-mail. Customer pages read
 * `useText(paymentLabelsText)[method]`.
 */
export const paymentMethodLabels: Record<PaymentMethod, string> = { cod, card, upi };

const pendingKey = { cod: "pendingCod", card: "pendingCard", upi: "pendingUpi" } as const;

/** One line about where the payment stands, for the customer, in the texts given (English by default). */
export function paymentStatusText(
  method: PaymentMethod,
  status: PaymentStatus,
  texts: PaymentTexts = paymentLabelsText.en,
): string {
  return status === "paid" ? texts.paid : texts[pendingKey[method]];
}
