import crypto from "node:crypto";

import {
  GatewayError,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type PaymentGateway,
} from "./gateway";

export type RazorpayAccount = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

/** How long one call to the API may take before the shop stops waiting. */
const defaultTimeoutMs = 10_000;

function hmacHex(secret: string, payload: string): string {
  return crypto.createHmac("sha256", secret).update(payload).digest("hex");
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const paise = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;

const paymentStatuses = new Set<GatewayPaymentStatus>([
  "created",
  "authorized",
  "captured",
  "refunded",
  "failed",
]);

/** A payment entity as the Payments API and the payment.* webhooks send it. */
function readPayment(entity: unknown): GatewayPayment | null {
  if (!isObject(entity)) return null;
  const id = text(entity.id);
  const orderId = text(entity.order_id);
  const amountPaise = paise(entity.amount);
  const currency = text(entity.currency);
  const status = text(entity.status);
  if (!id || !orderId || amountPaise === null || !currency || !status) return null;
  if (!paymentStatuses.has(status as GatewayPaymentStatus)) return null;
  const created = typeof entity.created_at === "number" ? entity.created_at : Date.now() / 1000;
  return {
    id,
    orderId,
    amountPaise,
    currency,
    status: status as GatewayPaymentStatus,
    method: text(entity.method),
    createdAt: new Date(created * 1000),
  };
}

/** A refund entity as the Refunds API and the refund.* webhooks send it. */
function readRefund(entity: unknown): GatewayRefund | null {
  if (!isObject(entity)) return null;
  const id = text(entity.id);
  const paymentId = text(entity.payment_id);
  const amountPaise = paise(entity.amount);
  const status = text(entity.status);
  if (!id || !paymentId || amountPaise === null) return null;
  if (status !== "pending" && status !== "processed" && status !== "failed") return null;
  return { id, paymentId, amountPaise, status };
}

const entityOf = (payload: Json, name: string): unknown => {
  const holder = payload[name];
  return isObject(holder) ? holder.entity : undefined;
};

/**
 * Razorpay (decision 032): Orders API, Hosted Checkout (a form posted to /v1/checkout/embedded, so no
 * script of theirs runs on our pages), the payment signature HMAC-SHA256(order_id|payment_id, key secret),
 * webhooks signed with X-Razorpay-Signature over the raw body and deduplicated by X-Razorpay-Event-Id, and
 * refunds with X-Refund-Idempotency.
 */
export function razorpayGateway(
  account: RazorpayAccount,
  { timeoutMs = defaultTimeoutMs }: { timeoutMs?: number } = {},
): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${account.keyId}:${account.keySecret}`).toString("base64")}`;

  async function call(
    method: "GET" | "POST",
    path: string,
    body?: Json,
    headers: Record<string, string> = {},
  ) {
    let response: Response;
    try {
      response = await fetch(`${account.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: "application/json",
          ...(body ? { "Content-Type": "application/json" } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new GatewayError(
        timedOut
          ? `Razorpay did not answer ${path} within ${timeoutMs / 1000} s`
          : `Razorpay ${path}: ${String(error)}`,
        timedOut ? "timeout" : "refused",
      );
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const description = isObject(answer) && isObject(answer.error) ? text(answer.error.description) : null;
      throw new GatewayError(
        `Razorpay ${path} answered ${response.status}: ${description ?? "no description"}`,
        "refused",
      );
    }
    if (!isObject(answer)) throw new GatewayError(`Razorpay ${path} answered no JSON object`, "unreadable");
    return answer;
  }

  return {
    provider: "razorpay",
    formOrigins: [new URL(account.apiUrl).origin],

    async createOrder({ amountPaise, receipt, notes }) {
      const answer = await call("POST", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes,
      });
      const id = text(answer.id);
      if (!id || answer.amount !== amountPaise || answer.currency !== "INR") {
        throw new GatewayError("Razorpay's order does not match the amount asked for", "unreadable");
      }
      return { id, amountPaise, currency: "INR" };
    },

    async fetchPayment(paymentId) {
      const payment = readPayment(await call("GET", `/v1/payments/${encodeURIComponent(paymentId)}`));
      if (!payment) throw new GatewayError("Razorpay's payment could not be read", "unreadable");
      return payment;
    },

    async refund({ paymentId, amountPaise, idempotencyKey, receipt }) {
      const answer = await call(
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", receipt },
        { "X-Refund-Idempotency": idempotencyKey },
      );
      const refund = readRefund(answer);
      if (!refund || refund.amountPaise !== amountPaise) {
        throw new GatewayError("Razorpay's refund does not match the amount asked for", "unreadable");
      }
      return refund;
    },

    checkoutForm({ gatewayOrderId, amountPaise, payeeName, description, prefill, returnUrl, cancelUrl }) {
      return {
        action: `${account.apiUrl}/v1/checkout/embedded`,
        fields: [
          ["key_id", account.keyId],
          ["order_id", gatewayOrderId],
          ["amount", String(amountPaise)],
          ["currency", "INR"],
          ["name", payeeName],
          ["description", description],
          ["prefill[name]", prefill.name],
          // none for a maintenance contract: its customer gave no e-mail
          ...(prefill.email ? [["prefill[email]", prefill.email] as [string, string]] : []),
          ["prefill[contact]", `+91${prefill.phone}`],
          ["callback_url", returnUrl],
          ["cancel_url", cancelUrl],
        ],
      };
    },

    verifiedReturn(fields) {
      // a failed payment comes back as error[code], error[description], error[metadata] (Callback URL docs)
      if (fields["error[code]"] !== undefined) return "failed";
      const paymentId = fields.razorpay_payment_id ?? "";
      const gatewayOrderId = fields.razorpay_order_id ?? "";
      const signature = fields.razorpay_signature ?? "";
      if (!/^pay_[A-Za-z0-9]{6,40}$/.test(paymentId) || !/^order_[A-Za-z0-9]{6,40}$/.test(gatewayOrderId)) {
        return null;
      }
      const expected = hmacHex(account.keySecret, `${gatewayOrderId}|${paymentId}`);
      return sameHex(signature, expected) ? { gatewayOrderId, paymentId } : null;
    },

    verifiedEvent(rawBody, headers) {
      const signature = headers.get("x-razorpay-signature") ?? "";
      if (!sameHex(signature, hmacHex(account.webhookSecret, rawBody))) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isObject(body) || !isObject(body.payload)) return null;
      const kind = text(body.event);
      if (!kind) return null;
      // Razorpay names each event in X-Razorpay-Event-Id; the body's hash stands in should it be missing.
      const id =
        headers.get("x-razorpay-event-id") ?? crypto.createHash("sha256").update(rawBody).digest("hex");
      const event: GatewayEvent = {
        id: id.slice(0, 100),
        kind,
        payment: readPayment(entityOf(body.payload, "payment")),
        refund: readRefund(entityOf(body.payload, "refund")),
      };
      return event;
    },
  };
}
