import crypto from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { products } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed.server";
import { textIn } from "../../app/i18n/text";
import { checkoutMessages } from "../../app/modules/orders/texts/en/checkout-messages";
import * as checkout from "../../app/routes/store/checkout";
import { renderPage, textOf } from "../support/route-page";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

const [pglite] = testBackends();

const customer = {
  name: "Priya Raman",
  email: "priya@example.in",
  phone: "98430 12345",
  address: "12, Gandhi Road, Periyar Nagar",
  city: "Erode",
  state: "Tamil Nadu",
  pincode: "638001",
  paymentMethod: "cod",
  agreeTerms: "on",
};

describe("checkout without JavaScript, below the browser, in English and Tamil", () => {
  let handle: DatabaseHandle;
  let productId: number;
  let title: string;
  let address = 0;
  beforeAll(async () => {
    handle = await pglite!.open();
    await seedIfEmpty(handle.db);
    const [product] = await handle.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.installation, "none"))
      .limit(1);
    ({ id: productId, title } = product!);
    await handle.db.update(products).set({ stock: 2, hidden: false }).where(eq(products.id, productId));
  });
  afterAll(() => handle?.close());

  const context = () => testContext(handle.db, `198.51.100.${++address}`);
  const cart = (quantity: number) => JSON.stringify([{ id: String(productId), quantity }]);

  it("answers an empty form with every field's message in Tamil and keeps what was typed", async () => {
    const page = await renderPage(checkout, {
      path: "/ta/checkout",
      context: context(),
      form: { cart: cart(1), city: "Erode", idempotencyKey: crypto.randomUUID() },
    });
    expect(page.action?.status).toBe(422);
    const text = textOf(page.html);
    const tamil = textIn(checkoutMessages, "ta");
    for (const message of [tamil.nameRequired, tamil.addressRequired, tamil.agreeTerms]) {
      expect(text).toContain(message);
    }
    expect(text).not.toMatch(/checkout-messages:|Name is required/);
    expect(page.html).toContain('value="Erode"');
  });

  it("refuses more than the stock in Tamil, naming the product", async () => {
    const page = await renderPage(checkout, {
      path: "/ta/checkout",
      context: context(),
      form: { ...customer, cart: cart(5), idempotencyKey: crypto.randomUUID() },
    });
    expect(page.action?.status).toBe(409);
    const { message } = page.action?.data as { message: string };
    expect(message).toMatch(/கையிருப்பில்/);
    expect(message).toContain(title);
    expect(textOf(page.html)).toContain(message);
    expect(textOf(page.html)).not.toMatch(/in stock|checkout-problems:/i);
  });

  it("places the order and sends the shopper to its confirmation in the page's language", async () => {
    const page = await renderPage(checkout, {
      path: "/ta/checkout",
      context: context(),
      form: { ...customer, cart: cart(1), idempotencyKey: crypto.randomUUID() },
    });
    expect(page.action?.status).toBe(303);
    expect(page.action?.location).toMatch(/^\/ta\/order-confirmation\?order=ORD-[^&]+&token=/);
  });
});
