import { checkoutMessages } from "~/modules/orders/texts/en/checkout-messages";
import { randomUUID } from "node:crypto";

import type { Database } from "../../../db/client.server";
import { checkoutProblems } from "../orders/texts/en/checkout-problems";
import type { Locale } from "../../i18n/locale";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit.server";
import { validateCheckout } from "../orders/checkout.schema";
import { checkoutTextFields } from "../orders/checkout-fields";
import { idempotencyKeyPattern } from "../orders/order-rules";
import { orderRefusalText } from "../orders/order-refusal";
import { placeOrder } from "../orders/place-order.server";
import { consentEcho } from "../notify/updates-consent";
import { cartErrorMessage, parseCartPayload } from "./cart-payload";
import type { CheckoutResult } from "./checkout-result";

/** Order attempts per address: far above what a shopper needs, low enough to slow a script. */
const checkoutRateLimit = { limit: 30, windowMs: 10 * 60_000 };
const checkoutRateLimiter = createRateLimiter({ bucket: "checkout", ...checkoutRateLimit });

export const rateLimitMessage = checkoutProblems.code.rateLimit;
export const attemptErrorMessage = checkoutProblems.code.attemptError;
export const invalidFormMessage = checkoutProblems.code.invalidForm;

const echoedFields = [
  ...checkoutTextFields,
  "installationNeeded",
  "paymentMethod",
  "saveInfo",
  "updates",
  "agreeTerms",
] as const;

export type CheckoutOutcome =
  | { status: 200; body: Extract<CheckoutResult, { ok: true }> }
  | { status: 409 | 422 | 429; body: Extract<CheckoutResult, { ok: false }> };

function echo(form: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of echoedFields) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, 300);
  }
  values.updates = consentEcho(form.updates);
  // The cart comes back too, so a form posted without JavaScript keeps its products and visit.
  if (typeof form.cart === "string" && form.cart.length <= 5_000) values.cart = form.cart;
  return values;
}

/**
 * Checks the posted checkout form and cart, then places the order. Prices, totals and stock come from the
 * database inside placeOrder; the browser sends only ids, quantities and the customer's details.
 */
export async function submitCheckout(
  db: Database,
  form: Record<string, unknown>,
  options: {
    clientAddress: string;
    notifyTo: string;
    /** The checkout page's language: the order's updates are written in it. */
    language?: Locale;
    limiter?: RateLimiter;
    now?: Date;
    slotCapacity?: number;
    /** Whether a payment gateway is set up: without one, online payment is not offered or accepted. */
    onlinePayment?: boolean;
  },
): Promise<CheckoutOutcome> {
  const limiter = options.limiter ?? checkoutRateLimiter;
  const values = echo(form);
  if (!(await limiter.hit(db, options.clientAddress)).allowed) {
    return { status: 429, body: { ok: false, message: rateLimitMessage, values } };
  }

  const parsed = validateCheckout(form);
  if (!parsed.success) {
    return {
      status: 422,
      body: { ok: false, message: invalidFormMessage, fieldErrors: parsed.errors, values },
    };
  }
  if (parsed.data.paymentMethod === "card" && !options.onlinePayment) {
    return {
      status: 422,
      body: {
        ok: false,
        message: invalidFormMessage,
        fieldErrors: { paymentMethod: checkoutMessages.code.paymentMethod },
        values,
      },
    };
  }
  const lines = parseCartPayload(form.cart);
  if (!lines) return { status: 422, body: { ok: false, message: cartErrorMessage, values } };

  const key = typeof form.idempotencyKey === "string" ? form.idempotencyKey.trim() : "";
  if (key !== "" && !idempotencyKeyPattern.test(key)) {
    return { status: 422, body: { ok: false, message: attemptErrorMessage, values } };
  }
  // A form posted without JavaScript carries no key: it is its own attempt.
  const idempotencyKey = key || randomUUID();

  const { installDate, installSlot } = parsed.data;
  const installation =
    installDate !== undefined || installSlot !== undefined
      ? { date: installDate ?? "", slot: installSlot ?? "" }
      : undefined;
  const result = await placeOrder(
    db,
    { idempotencyKey, customer: parsed.data, lines, installation, language: options.language },
    { notifyTo: options.notifyTo, now: options.now, slotCapacity: options.slotCapacity },
  );
  if (!result.ok) {
    const message = orderRefusalText(result.refusal, options.language ?? "en");
    return result.field
      ? {
          status: result.status,
          body: { ok: false, message, fieldErrors: { [result.field]: message }, values },
        }
      : { status: result.status, body: { ok: false, message, productId: result.productId, values } };
  }
  return {
    status: 200,
    body: {
      ok: true,
      orderNumber: result.order.orderNumber,
      accessToken: result.accessToken,
      order: result.order,
    },
  };
}
