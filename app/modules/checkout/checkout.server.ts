import { checkoutMessages } from "~/modules/orders/texts/en/checkout-messages";
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/schema";
import { checkoutProblems } from "../orders/texts/en/checkout-problems";
import type { Locale } from "../../i18n/locale";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit.server";
import { validateCheckout } from "../orders/checkout.schema";
import { checkoutTextFields } from "../orders/checkout-fields";
import { checkoutAttemptLimit, unverifiedOrderLimits } from "../orders/order-limits";
import { installationBy } from "../orders/installation-by";
import { idempotencyKeyPattern } from "../orders/order-rules";
import { orderRefusalText } from "../orders/order-refusal";
import { placeOrder } from "../orders/place-order.server";
import { consentEcho } from "../notify/updates-consent";
import { cartErrorMessage, parseCartPayload } from "./cart-payload";
import type { CheckoutResult } from "./checkout-result";

const checkoutRateLimiter = createRateLimiter({ bucket: "checkout", ...checkoutAttemptLimit });

const unverifiedLimiters = {
  byAddress: createRateLimiter({ bucket: "order-unverified-address", ...unverifiedOrderLimits.perAddress }),
  byPhone: createRateLimiter({ bucket: "order-unverified-phone", ...unverifiedOrderLimits.perPhone }),
};

export const rateLimitMessage = checkoutProblems.code.rateLimit;
export const unverifiedLimitMessage = checkoutProblems.code.unverifiedLimit;
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

/** A retried submit of an order already made is not counted again. */
async function isRetry(db: Database, idempotencyKey: string): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  return found !== undefined;
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
    /** Orders from unproved numbers, per number and per address (unverifiedOrderLimits). */
    unverifiedLimiters?: { byPhone: RateLimiter; byAddress: RateLimiter };
    now?: Date;
    slotCapacity?: number;
    /** Whether a payment gateway is set up: without one, online payment is not offered or accepted. */
    onlinePayment?: boolean;
    /** The number of the signed-in customer, if any: an order to that number is not limited or held. */
    signedInPhone?: string | null;
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
  const phoneVerified = options.signedInPhone === parsed.data.phone;
  if (!phoneVerified && !(await isRetry(db, idempotencyKey))) {
    const limiters = options.unverifiedLimiters ?? unverifiedLimiters;
    const byPhone = await limiters.byPhone.hit(db, parsed.data.phone);
    const byAddress = await limiters.byAddress.hit(db, options.clientAddress);
    if (!byPhone.allowed || !byAddress.allowed) {
      return { status: 429, body: { ok: false, message: unverifiedLimitMessage, values } };
    }
  }

  const { installBy, installDate, installSlot } = parsed.data;
  const installation =
    installDate !== undefined || installSlot !== undefined
      ? { date: installDate ?? "", slot: installSlot ?? "" }
      : undefined;
  const result = await placeOrder(
    db,
    {
      idempotencyKey,
      customer: parsed.data,
      lines,
      installation,
      installationBy: installationBy(installBy),
      language: options.language,
      phoneVerified,
    },
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
