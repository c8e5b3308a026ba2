import crypto from "node:crypto";

import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/**
 * A mobile number no other test uses: orders from a number nobody has proved are limited per number, so tests
 * that order must not share one.
 */
export function freshMobile(): string {
  return `9${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

/** A client address of its own (sent as X-Forwarded-For), so per-address limits never tie tests together. */
export function freshAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A back-office card (a section with an h2) by its title. */
export function card(page: Page, title: string): Locator {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/**
 * Places a real order through a checkout action (English "/checkout" or Tamil "/ta/checkout"), as a browser
 * without JavaScript posts it, paying cash on delivery; returns the order number from the redirect.
 */
export async function placeOrderWithoutScript(
  request: APIRequestContext,
  {
    address,
    phone,
    productId,
    checkoutPath = "/checkout",
    updates = true,
    name = "Kavitha Raman",
    deliverTo = { address: "7, Gandhiji Road, Near Post Office", city: "Erode", pincode: "638001" },
  }: {
    address: string;
    phone: string;
    productId: number;
    checkoutPath?: string;
    updates?: boolean;
    name?: string;
    deliverTo?: { address: string; city: string; pincode: string };
  },
): Promise<{ orderNumber: string; confirmationPath: string }> {
  const response = await request.post(checkoutPath, {
    form: {
      name,
      email: "kavitha@example.test",
      phone,
      ...deliverTo,
      state: "Tamil Nadu",
      country: "India",
      paymentMethod: "cod",
      ...(updates ? { updates: "on" } : {}),
      agreeTerms: "on",
      idempotencyKey: `e2e-${Date.now()}-${crypto.randomBytes(6).toString("hex")}`,
      cart: JSON.stringify([{ id: String(productId), quantity: 1 }]),
    },
    headers: { "X-Forwarded-For": address },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = new URL(response.headers()["location"] ?? "", "http://localhost");
  const orderNumber = location.searchParams.get("order") ?? "";
  expect(orderNumber).toMatch(/^ORD-/);
  return { orderNumber, confirmationPath: location.pathname };
}

export type SeedItem = {
  id: string;
  quantity: number;
  title?: string;
  price?: number;
  mrp?: number;
  discountPct?: number;
};

/** Puts lines in the stored cart (localStorage 'cart'), as the product pages would. */
export async function seedCart(page: Page, items: SeedItem[]) {
  await page.goto("/robots.txt");
  await page.evaluate((lines) => {
    window.localStorage.setItem(
      "cart",
      JSON.stringify(
        lines.map((line) => ({
          title: `Product ${line.id}`,
          price: 1000,
          image: `/images/products/${line.id}.svg`,
          ...line,
        })),
      ),
    );
  }, items);
}
