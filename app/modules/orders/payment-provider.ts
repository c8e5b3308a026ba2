import type { PaymentMethod, PaymentStatus } from "../../../db/enums";
import { paymentMethodLabels } from "./payment-labels";
import { buildUpiLink, upiQrSvg } from "./upi";

export type PaymentSettings = {
  /** The dealer's UPI ID (UPI_VPA, or dealer.upiVpa). */
  upiVpa: string;
  /** The name UPI apps show (UPI_PAYEE_NAME, or the dealer's name). */
  upiPayeeName: string;
  /** UPI_MERCHANT_CODE, when the UPI ID is a merchant's. */
  merchantCode?: string;
};

type PendingPayment = { upi?: { link: string; qrSvg: string } };

/**
 * How an order gets paid. Every method starts 'pending'; the order is paid once its recorded payments reach
 * its total: staff record cash, UPI (by UTR) and card slips (recordReceivedPayment), the gateway's verified
 * captures record online payments (payment-settlement.server.ts; online-payment.server.ts makes the
 * gateway's payment form).
 */
export type PaymentProvider = {
  method: PaymentMethod;
  label: string;
  initialStatus: PaymentStatus;
  /** What a customer needs to pay an order that is still waiting for its payment. */
  pendingDetails(order: { orderNumber: string; totalPaise: number }): Promise<PendingPayment>;
};

const nothingToShow = () => Promise.resolve({});

export function paymentProviders(settings: PaymentSettings): Record<PaymentMethod, PaymentProvider> {
  return {
    cod: {
      method: "cod",
      label: paymentMethodLabels.cod,
      initialStatus: "pending",
      pendingDetails: nothingToShow,
    },
    // online payment: the gateway's form is made on the shopper's order page (orderView's paymentPage)
    card: {
      method: "card",
      label: paymentMethodLabels.card,
      initialStatus: "pending",
      pendingDetails: nothingToShow,
    },
    upi: {
      method: "upi",
      label: paymentMethodLabels.upi,
      initialStatus: "pending",
      async pendingDetails({ orderNumber, totalPaise }) {
        const link = buildUpiLink({
          vpa: settings.upiVpa,
          payeeName: settings.upiPayeeName,
          amountPaise: totalPaise,
          orderNumber,
          merchantCode: settings.merchantCode,
        });
        return { upi: { link, qrSvg: await upiQrSvg(link) } };
      },
    },
  };
}
