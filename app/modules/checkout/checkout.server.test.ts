import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { installationVisitChoice } from "../../../tests/support/installation-visit";

import type { DatabaseHandle } from "../../../db/client.server";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import "../../i18n/tamil.server";
import { messageIn } from "../../i18n/text";
import { checkoutProblems } from "../orders/texts/en/checkout-problems";
import { createRateLimiter } from "../../lib/rate-limit.server";
import { cartErrorMessage } from "./cart-payload";
import {
  attemptErrorMessage,
  invalidFormMessage,
  rateLimitMessage,
  submitCheckout,
  unverifiedLimitMessage,
} from "./checkout.server";
import { unverifiedOrderLimits } from "../orders/order-limits";
import { checkoutMessages } from "../orders/texts/en/checkout-messages";
import { inEnglish } from "../../../tests/support/messages-in-english";

/** The answer with its field messages (codes) written in English. */
function withEnglishFields<B extends { ok: boolean; fieldErrors?: Partial<Record<string, string>> }>(
  body: B,
): B {
  return body.fieldErrors ? { ...body, fieldErrors: inEnglish(body.fieldErrors, checkoutMessages) } : body;
}

const customer = {
  name: "Priya Raman",
  email: "priya@example.in",
  phone: "98430 12345",
  address: "12, Gandhi Road, Periyar Nagar",
  address2: "",
  city: "Erode",
  state: "Tamil Nadu",
  pincode: "638001",
  country: "India",
  paymentMethod: "cod",
  agreeTerms: "on",
};

const notifyTo = "owner@example.in";

describe.each(testBackends())("checkout action on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const unlimited = () => createRateLimiter({ bucket: crypto.randomUUID(), limit: 100, windowMs: 60_000 });
  const unverifiedLimiters = { byPhone: unlimited(), byAddress: unlimited() };
  const submit = (form: Record<string, unknown>, limiter = unlimited()) =>
    submitCheckout(handle.db, form, { clientAddress: "10.0.0.1", notifyTo, limiter, unverifiedLimiters });

  it("answers 422 with the schema's messages for an empty form, and echoes the values", async () => {
    const outcome = await submit({ cart: '[{"id":"1","quantity":1}]', pincode: "012345" });
    expect(outcome.status).toBe(422);
    expect(withEnglishFields(outcome.body)).toMatchObject({
      ok: false,
      message: invalidFormMessage,
      fieldErrors: {
        name: "Name is required",
        email: "Invalid email address",
        phone: "Phone number must be at least 10 digits",
        address: "Address is required",
        city: "City is required",
        state: "State is required",
        pincode: "Pincode must be 6 digits, and cannot start with 0.",
        agreeTerms: "You must agree to the terms and conditions.",
      },
      values: { pincode: "012345" },
    });
  });

  it.each([undefined, "", "[]", "oops", '[{"id":"1","quantity":1,"price":1}]'])(
    "answers 422 for an unreadable cart %j",
    async (cart) => {
      const outcome = await submit({ ...customer, cart });
      expect(outcome).toMatchObject({ status: 422, body: { ok: false, message: cartErrorMessage } });
    },
  );

  it("answers 422 for a malformed idempotency key", async () => {
    const outcome = await submit({ ...customer, cart: '[{"id":"1","quantity":1}]', idempotencyKey: "x" });
    expect(outcome).toMatchObject({ status: 422, body: { message: attemptErrorMessage } });
  });

  it("answers 429 once an address is over its limit", async () => {
    const limiter = createRateLimiter({ bucket: crypto.randomUUID(), limit: 1, windowMs: 60_000 });
    await submit({}, limiter);
    const outcome = await submit({}, limiter);
    expect(outcome).toMatchObject({ status: 429, body: { ok: false, message: rateLimitMessage } });
  });

  it("places an order priced by the database, once per idempotency key", async () => {
    const form = {
      ...customer,
      cart: '[{"id":"1","quantity":2},{"id":"11","quantity":1}]',
      // the TV is installed free: the visit is required, the total unchanged
      ...installationVisitChoice(customer.pincode),
      idempotencyKey: "3b7f4a52-8d0e-4f8b-9a51-2d1c0f6e7a11",
      // a tampered browser cannot set prices: these are not read
      price: "1",
      total: "1",
    };
    const first = await submit(form);
    expect(first.status).toBe(200);
    if (!first.body.ok) throw new Error(first.body.message);
    expect(first.body.orderNumber).toMatch(/^ORD-/);
    expect(first.body.accessToken.length).toBeGreaterThan(8);
    expect(first.body.order.totalPaise).toBe(2 * 3_209_300 + 364_000);
    expect(first.body.order.shipping).toMatchObject({ name: "Priya Raman", phone: "9843012345" });

    const again = await submit(form);
    expect(again.status).toBe(200);
    if (!again.body.ok) throw new Error(again.body.message);
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
  });

  it("answers 409 naming the product when stock is short", async () => {
    const outcome = await submit({
      ...customer,
      cart: '[{"id":"8","quantity":1}]',
      idempotencyKey: "a9d1c3e2-1111-4c2b-8f00-000000000008",
    });
    expect(outcome.status).toBe(409);
    expect(outcome.body).toMatchObject({ ok: false, productId: 8 });
  });

  it("answers a Tamil checkout's refusals in Tamil: named products written again, fixed ones known", async () => {
    const tamil = (form: Record<string, unknown>) =>
      submitCheckout(
        handle.db,
        { ...customer, idempotencyKey: crypto.randomUUID(), ...form },
        { clientAddress: "10.0.0.1", notifyTo, language: "ta", limiter: unlimited() },
      );
    const short = await tamil({ cart: '[{"id":"8","quantity":1}]' });
    expect(short.body.ok ? "" : short.body.message).toMatch(/கையிருப்பில் இல்லை\.$/);
    // place-order.server.ts's fixed wording is the one checkoutProblems knows
    const gone = await tamil({ cart: '[{"id":"999999","quantity":1}]' });
    expect(gone.body.ok ? "" : messageIn(gone.body.message, [checkoutProblems], "ta")).toMatch(
      /[\u0B80-\u0BFF]/,
    );
  });

  it("asks who installs and for our visit by their fields, and keeps the cart and values for the page", async () => {
    const cart = '[{"id":"4","quantity":1}]';
    const unchosen = await submit({ ...customer, cart, idempotencyKey: crypto.randomUUID() });
    expect(unchosen.status).toBe(422);
    expect(withEnglishFields(unchosen.body)).toMatchObject({
      ok: false,
      fieldErrors: {
        installBy: "Please choose who installs it: our technicians, the brand, or no installation.",
      },
      values: { name: "Priya Raman", cart },
    });
    const missing = await submit({
      ...customer,
      cart,
      installBy: "dealer",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(missing.status).toBe(422);
    expect(withEnglishFields(missing.body)).toMatchObject({
      ok: false,
      fieldErrors: { installDate: "Please choose a date for the installation visit." },
      values: { installBy: "dealer", cart },
    });

    // a page that shows the visit gets its messages with the others
    const flagged = await submit({
      cart,
      installationNeeded: "1",
      installBy: "dealer",
      installDate: "2026-12-20",
    });
    expect(withEnglishFields(flagged.body)).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "Name is required",
        installDate: "Installation visits are made Monday to Saturday. Please choose another day.",
      },
    });

    const placed = await submit({
      ...customer,
      cart,
      ...installationVisitChoice(customer.pincode),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(placed.status).toBe(200);
    if (!placed.body.ok) throw new Error(placed.body.message);
    expect(placed.body.order.installation?.status).toBe("requested");
    expect(placed.body.order.installationChargePaise).toBe(149_900);

    const byBrand = await submit({
      ...customer,
      cart,
      installBy: "brand",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(byBrand.status).toBe(200);
    if (!byBrand.body.ok) throw new Error(byBrand.body.message);
    expect(byBrand.body.order).toMatchObject({
      installationBy: "brand",
      installation: null,
      installationChargePaise: 0,
    });
    // a tampered choice is no choice
    const tampered = await submit({
      ...customer,
      cart,
      installBy: "us",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(tampered.status).toBe(422);
  });

  it("limits orders from an unproved number per number and per address; a signed-in number is not limited", async () => {
    const limiters = () => ({
      byPhone: createRateLimiter({ bucket: crypto.randomUUID(), ...unverifiedOrderLimits.perPhone }),
      byAddress: createRateLimiter({ bucket: crypto.randomUUID(), ...unverifiedOrderLimits.perAddress }),
    });
    const order = (
      phone: string,
      options: { clientAddress: string; signedInPhone?: string },
      key: string = crypto.randomUUID(),
    ) =>
      submitCheckout(
        handle.db,
        { ...customer, phone, cart: '[{"id":"12","quantity":1}]', idempotencyKey: key },
        { notifyTo, limiter: unlimited(), unverifiedLimiters: shared, ...options },
      );
    let shared = limiters();
    const { limit: perPhone } = unverifiedOrderLimits.perPhone;
    for (let n = 0; n < perPhone; n += 1) {
      expect((await order("9000000001", { clientAddress: `10.1.0.${n}` })).status).toBe(200);
    }
    const refused = await order("9000000001", { clientAddress: "10.1.0.99" });
    expect(refused).toMatchObject({ status: 429, body: { ok: false, message: unverifiedLimitMessage } });
    expect(messageIn(unverifiedLimitMessage, [checkoutProblems], "en")).toMatch(/^Too many orders/);
    // the number's owner, signed in, still orders
    const signedIn = await order("9000000001", { clientAddress: "10.1.0.99", signedInPhone: "9000000001" });
    expect(signedIn.status).toBe(200);

    shared = limiters();
    const { limit: perAddress } = unverifiedOrderLimits.perAddress;
    const keys: string[] = [];
    for (let n = 0; n < perAddress; n += 1) {
      keys.push(crypto.randomUUID());
      expect((await order(`900000010${n}`, { clientAddress: "10.2.0.1" }, keys[n])).status).toBe(200);
    }
    // a retried submit of an order already made is not counted again, and finds its order
    const retried = await order("9000000100", { clientAddress: "10.2.0.1" }, keys[0]);
    expect(retried.status).toBe(200);
    expect((await order("9000000199", { clientAddress: "10.2.0.1" })).status).toBe(429);
    // signed in as another number is no help
    const other = await order("9000000198", { clientAddress: "10.2.0.1", signedInPhone: "9000000001" });
    expect(other.status).toBe(429);
  });
});
