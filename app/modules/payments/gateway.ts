/**
 * An online payment gateway as the shop uses it: an order made on the server for our order's amount, a
 * checkout page the shopper's browser is sent to, the payment's signed return, its signed notifications
 * (webhooks) and refunds. Razorpay fills it (razorpay.server.ts); another Indian gateway (Cashfree, PhonePe
 * PG) would fill the same shape without a change to orders.
 */

export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export type GatewayPayment = {
  id: string;
  /** The gateway order it paid. */
  orderId: string;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  /** card, netbanking, upi, wallet… as the gateway names it. */
  method: string | null;
  /** When the gateway created it. */
  createdAt: Date;
};

export type GatewayRefund = {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: "pending" | "processed" | "failed";
};

/** A verified notification: what happened, with the payment or refund it is about. */
export type GatewayEvent = {
  id: string;
  kind: string;
  payment: GatewayPayment | null;
  refund: GatewayRefund | null;
};

/** The gateway could not be reached in time, refused the request, or answered something we cannot read. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "refused" | "unreadable",
  ) {
    super(message);
  }
}

export type PaymentGateway = {
  provider: string;
  /** The gateway order for one of ours: the amount in paise, our order number as its receipt. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{
    id: string;
    amountPaise: number;
    currency: string;
  }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** A refund that a retry with the same key can never repeat. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    receipt: string;
  }): Promise<GatewayRefund>;
  /** The form (its action and fields) that opens the gateway's payment page for a gateway order. */
  checkoutForm(input: {
    gatewayOrderId: string;
    amountPaise: number;
    payeeName: string;
    description: string;
    prefill: { name: string; email: string; phone: string };
    returnUrl: string;
    cancelUrl: string;
  }): { action: string; fields: [string, string][] };
  /**
   * The payment a return from the payment page names, when its signature proves the gateway sent it for the
   * gateway order; "failed" when the page reports a failed payment; null for anything else (a forgery).
   */
  verifiedReturn(
    fields: Record<string, string>,
  ): { gatewayOrderId: string; paymentId: string } | "failed" | null;
  /** A notification whose signature over the raw body holds; null for a forged or unreadable one. */
  verifiedEvent(rawBody: string, headers: Headers): GatewayEvent | null;
  /** The origins the shopper's browser is sent to (the page's CSP lists them as form targets). */
  formOrigins: string[];
};

/** The form that opens the gateway's payment page (a full-page POST), or why it cannot be opened now. */
export type CheckoutForm =
  { state: "ready"; action: string; fields: [string, string][] } | { state: "unavailable" };
