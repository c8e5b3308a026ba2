import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";

const tv = "Samsung 108 cm (43 inch) Crystal 4K UHD Smart LED TV";
const lgTv = "LG 139 cm (55 inch) 4K Ultra HD Smart LED TV with webOS";
const fan = "Bajaj Esteem 400 mm Pedestal Fan";
const daikin = "Daikin 2 Ton 5 Star Inverter Split AC";
const washer = "Samsung 8 kg 5 Star AI Ecobubble Fully-Automatic Front Load Washing Machine";

type StoredItem = { id: string; title: string; price: number; quantity: number; image: string; mrp?: number };

const item = (id: string, title: string, price: number, quantity = 1): StoredItem => ({
  id,
  title,
  price,
  quantity,
  image: `/images/products/${id}.webp`,
});

/** The header's cart button once React has hydrated (before that it is a plain link). */
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart \(/ });

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(cartButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

/**
 * Stores `value` as the cart on a page that has already read its own (hydrated): a page still hydrating
 * would read the seeded value itself, clean it and log on the way out, before the test's page opens.
 */
async function seedCart(page: Page, value: unknown) {
  await gotoHydrated(page, "/about");
  await page.evaluate(
    (raw) => window.localStorage.setItem("cart", raw),
    typeof value === "string" ? value : JSON.stringify(value),
  );
}

const storedCart = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem("cart");
    return raw === null ? null : (JSON.parse(raw) as StoredItem[]);
  });

const cartLines = (page: Page) =>
  page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem");

const cartLine = (page: Page, title: string) => cartLines(page).filter({ hasText: title });

const summary = (page: Page) => page.getByRole("dialog", { name: "Cart summary" });

test.describe("adding to the cart", () => {
  test("a shop card's Add to Cart: toast, 'Added' then 'In Cart', the badge and the popover", async ({
    page,
  }) => {
    await gotoHydrated(page, "/shop");
    await expect(cartButton(page)).toHaveAccessibleName("Cart (0 items)");
    const card = page.locator("article").filter({ has: page.getByRole("link", { name: tv, exact: true }) });
    const button = card.getByRole("button", { name: `Add to Cart: ${tv}` });
    await button.click();

    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await expect(page.getByText(`${tv} has been added to your cart`)).toBeVisible();
    await expect(card.locator("button[data-phase]")).toHaveText(/^Added/);
    await expect(card.locator("button[data-phase]")).toHaveText(/^In Cart/, { timeout: 4000 });
    expect(await storedCart(page)).toEqual([
      expect.objectContaining({ id: "1", title: tv, price: 32093, mrp: 47900, discountPct: 33, quantity: 1 }),
    ]);

    await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)");
    await expect(cartButton(page).locator('[data-slot="cart-count"]')).toHaveText("1");

    // Clicking 'In Cart' adds one more.
    await card.locator("button[data-phase]").click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart (2 items)");

    await cartButton(page).click();
    await expect(summary(page)).toBeVisible();
    await expect(summary(page).getByRole("img", { name: tv })).toBeVisible();
    await expect(summary(page).getByText("2 × ₹32,093")).toBeVisible();
    await expect(summary(page).getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");
    await expect(summary(page).getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    await page.keyboard.press("Escape");
    await expect(summary(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("the product page adds the chosen quantity with its own toast, and caps a line at 10", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products/1");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    const add = page.getByRole("main").locator("button[data-phase]").first();
    await expect(add).toHaveText("Add to Cart");
    await add.click();
    await expect(add).toHaveText(/Adding\.\.\.|Added/);
    await expect(page.getByText(`${tv} added to cart`)).toBeVisible();
    await expect(add).toHaveText("Added");
    await expect(add).toHaveText("In Cart", { timeout: 4000 });
    expect((await storedCart(page))?.[0]?.quantity).toBe(3);
    await expect(cartButton(page)).toHaveAccessibleName("Cart (3 items)");

    for (let step = 0; step < 7; step += 1) {
      await page.getByRole("button", { name: "Increase quantity" }).click();
    }
    await add.click();
    await expect(page.getByText("Quantity limit reached")).toBeVisible();
    expect((await storedCart(page))?.[0]?.quantity).toBe(10);
    // One cart notice at a time: the limit replaced the earlier one.
    await expect(page.getByText(`${tv} added to cart`)).toHaveCount(0);
  });

  test("an out-of-stock product cannot be added anywhere", async ({ page }) => {
    await gotoHydrated(page, "/products/8");
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Out of Stock" }).first()).toBeDisabled();
    await expect(main.getByRole("button", { name: "Buy Now" })).toBeDisabled();
  });

  test("Buy Now adds the product and lands on /checkout with it in the cart", async ({ page }) => {
    await gotoHydrated(page, "/products/2");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: "2", title: lgTv, quantity: 2 })]);

    // Already in the cart: Buy Now goes to checkout without adding again.
    await gotoHydrated(page, "/products/2");
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await storedCart(page))?.[0]?.quantity).toBe(2);
  });

  test("a wishlist row adds to the cart", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.localStorage.setItem("wishlist", '["12"]'));
    await gotoHydrated(page, "/wishlist");
    await page.getByRole("button", { name: `Add to Cart: ${fan}` }).click();
    await expect(page.getByText(`${fan} has been added to your cart`)).toBeVisible();
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: "12", quantity: 1 })]);
  });
});

test.describe("the header cart", () => {
  test("the popover lists the first 3 items, then '+N more items'", async ({ page }) => {
    await seedCart(page, [
      item("1", tv, 32093),
      item("2", lgTv, 41994),
      item("12", fan, 4299, 2),
      item("6", daikin, 74448),
      item("3", "Haier 80 cm (32 inch) HD Ready Smart Google TV", 13104),
    ]);
    await gotoHydrated(page, "/");
    await expect(cartButton(page)).toHaveAccessibleName("Cart (6 items)");
    await expect(cartButton(page).locator('[data-slot="cart-count"]')).toHaveText("6");
    await cartButton(page).click();
    const items = summary(page).getByRole("list", { name: "Products in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(tv);
    await expect(items.nth(2)).toContainText(`${fan}2 × ₹4,299`);
    await expect(summary(page).getByText("+2 more items")).toBeVisible();

    await summary(page).getByRole("link", { name: "View Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(summary(page)).toBeHidden();
  });

  test("the badge shows '9+' above 9", async ({ page }) => {
    await seedCart(page, [item("1", tv, 32093, 4), item("12", fan, 4299, 6)]);
    await gotoHydrated(page, "/");
    await expect(cartButton(page)).toHaveAccessibleName("Cart (10 items)");
    await expect(cartButton(page).locator('[data-slot="cart-count"]')).toHaveText("9+");
  });

  test("an empty cart's popover offers Shop Now, and works from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await cartButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(summary(page).getByText("Your cart is empty")).toBeVisible();
    const shopNow = summary(page).getByRole("link", { name: "Shop Now" });
    await expect(shopNow).toHaveAttribute("href", "/shop");
    await page.keyboard.press("Tab");
    await expect(shopNow).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(summary(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("an empty cart shows before the page's scripts arrive, where a saved cart's skeleton is, without moving the footer @phone", async ({
    page,
    context,
  }) => {
    // No script file arrives; the page's own inline script sees nothing saved and shows the empty cart.
    const unscripted = await context.newPage();
    await unscripted.route(/\.js$/, (route) => route.abort());
    await unscripted.goto("/cart");
    await expect(unscripted.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(unscripted.getByRole("status", { name: "Loading your cart" })).toBeHidden();
    const emptyFooter = await unscripted.locator("footer").boundingBox();

    // A saved cart, or a value only the page's code can sort out: the skeleton of one line, the same height.
    for (const saved of [JSON.stringify([item("1", tv, 32_093)]), "{not json"]) {
      await unscripted.evaluate((value) => window.localStorage.setItem("cart", value), saved);
      await unscripted.reload();
      await expect(unscripted.getByRole("status", { name: "Loading your cart" })).toBeVisible();
      await expect(unscripted.getByRole("heading", { name: "Your cart is empty" })).toBeHidden();
      expect(await unscripted.locator("footer").boundingBox()).toEqual(emptyFooter);
    }
    await unscripted.evaluate(() => window.localStorage.setItem("cart", "[]"));

    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await page.locator("footer").boundingBox()).toEqual(emptyFooter);
  });

  test("a change in another tab shows up", async ({ page, context }) => {
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    const other = await context.newPage();
    await gotoHydrated(other, "/products/12");
    await other.getByRole("main").locator("button[data-phase]").first().click();
    await expect(other.getByText(`${fan} added to cart`)).toBeVisible();

    await expect(cartLine(page, fan)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)");
    await other.close();
  });
});

test.describe("the cart page", () => {
  test("an empty cart says so and points to the shop and the offers", async ({ page }) => {
    const response = await page.goto("/cart");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Shopping Cart | Kaveri Home Appliances");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expect(main.getByRole("link", { name: "View Offers" })).toHaveAttribute("href", "/offers");
  });

  test("quantity controls, the subtotal and remove", async ({ page }) => {
    await seedCart(page, [
      item("12", fan, 4299),
      { ...item("1", tv, 32093, 2), mrp: 47900, discountPct: 33 },
    ]);
    await gotoHydrated(page, "/cart");
    await expect(cartLines(page)).toHaveCount(2);
    await expect(page.getByTestId("cart-count")).toHaveText("3 items");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expect(cartLine(page, tv).getByRole("link", { name: tv })).toHaveAttribute("href", "/products/1");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("₹68,485");
    await expect(page.getByText("You save ₹31,614 on this order")).toBeVisible();
    const proceed = page.getByRole("link", { name: "Proceed to Checkout" });
    await expect(proceed).toHaveAttribute("href", "/checkout");

    const fanLine = cartLine(page, fan);
    const fanQuantity = fanLine.getByRole("textbox", { name: `Quantity of ${fan}` });
    await expect(fanLine.getByRole("button", { name: `Decrease quantity of ${fan}` })).toBeDisabled();
    await fanLine.getByRole("button", { name: `Increase quantity of ${fan}` }).click();
    await expect(fanQuantity).toHaveValue("2");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("₹72,784");
    await expect(fanLine.getByRole("button", { name: `Decrease quantity of ${fan}` })).toBeEnabled();

    await fanQuantity.fill("10");
    await fanQuantity.press("Enter");
    await expect(fanLine.getByRole("button", { name: `Increase quantity of ${fan}` })).toBeDisabled();
    await fanQuantity.fill("25");
    await fanQuantity.blur();
    await expect(fanQuantity).toHaveValue("10");
    await expect(page.getByText("Quantity limit reached")).toBeVisible();

    const tvQuantity = cartLine(page, tv).getByRole("textbox", { name: `Quantity of ${tv}` });
    await tvQuantity.fill("abc");
    await tvQuantity.blur();
    await expect(tvQuantity).toHaveValue("1");
    await tvQuantity.fill("0");
    await tvQuantity.blur();
    await expect(tvQuantity).toHaveValue("1");
    expect((await storedCart(page))?.map((line) => [line.id, line.quantity])).toEqual([
      ["12", 10],
      ["1", 1],
    ]);

    await fanLine.getByRole("button", { name: `Remove ${fan} from cart` }).click();
    await expect(page.getByText("Removed from cart", { exact: true })).toBeVisible();
    await expect(page.getByText(`${fan} has been removed from your cart`)).toBeVisible();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    await cartLine(page, tv)
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await storedCart(page)).toBeNull();
    await expect(cartButton(page)).toHaveAccessibleName("Cart (0 items)");
  });

  test("a price that changed since it was added is shown as changed and used", async ({ page }) => {
    await seedCart(page, [item("12", fan, 3999)]);
    await gotoHydrated(page, "/cart");
    await expect(cartLine(page, fan).getByText("Price updated from ₹3,999 to ₹4,299")).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("₹4,299");
    await expect.poll(async () => (await storedCart(page))?.[0]?.price).toBe(4299);
  });

  test("stock problems and a product that is gone block checkout until fixed", async ({ page }) => {
    await seedCart(page, [
      item("6", daikin, 74448, 3),
      item("8", washer, 39830),
      item("999", "Old model", 1000),
    ]);
    await gotoHydrated(page, "/cart");
    await expect(cartLine(page, daikin)).toContainText("Only 2 left in stock");
    await expect(cartLine(page, washer)).toContainText("Out of stock");
    await expect(cartLine(page, "Old model")).toContainText("This product is no longer available");
    const blocked = page.getByRole("button", { name: "Proceed to Checkout" });
    await expect(blocked).toBeDisabled();
    await expect(blocked).toHaveAccessibleDescription(/can no longer be ordered/);
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);

    await cartLine(page, "Old model").getByRole("button", { name: "Remove Old model from cart" }).click();
    await cartLine(page, washer)
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect(blocked).toHaveAccessibleDescription(/too little stock/);
    await cartLine(page, daikin)
      .getByRole("button", { name: `Decrease quantity of ${daikin}` })
      .click();
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await expect(
      cartLine(page, daikin).getByRole("button", { name: `Increase quantity of ${daikin}` }),
    ).toBeDisabled();
  });

  test("a stored cart that is not JSON is removed and the shop still works", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await seedCart(page, "{not json");
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await storedCart(page)).toBeNull();
    // the console message reaches the test a moment after the page shows the empty cart
    await expect.poll(() => logged.some((text) => text.includes("'cart'"))).toBe(true);

    await gotoHydrated(page, "/products/12");
    await page.getByRole("main").locator("button[data-phase]").first().click();
    await expect(page.getByText(`${fan} added to cart`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("stored items missing a field are dropped and the stored cart cleaned", async ({ page }) => {
    await seedCart(page, [
      { id: "1", title: tv, quantity: 1, image: "/images/products/1.webp" },
      { id: "2", price: 41994, quantity: 1, image: "/images/products/2.webp" },
      { title: "No id", price: 100, quantity: 1, image: "/x.webp" },
      item("12", fan, 4299, 2),
    ]);
    // Any page reads the cart (the header's button): the dropped items are gone from storage at once.
    await gotoHydrated(page, "/about");
    await expect(cartButton(page)).toHaveAccessibleName("Cart (2 items)");
    expect(await storedCart(page)).toEqual([item("12", fan, 4299, 2)]);

    await gotoHydrated(page, "/cart");
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLine(page, fan)).toBeVisible();
  });

  test("/cart has no serious accessibility violations, empty or full", async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await seedCart(page, [item("6", daikin, 70000, 3), item("12", fan, 4299)]);
    await gotoHydrated(page, "/cart");
    await expect(cartLines(page)).toHaveCount(2);
    await expect(page.getByText(/Price updated from/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await cartButton(page).click();
    await expect(summary(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the cart page and popover fit a phone @phone", async ({ page }) => {
    await seedCart(page, [
      { ...item("1", tv, 32093, 2), mrp: 47900, discountPct: 33 },
      item("12", fan, 4299),
      item("10", "Hitachi 569 L Frost Free Side-by-Side Inverter Refrigerator", 75900),
      item("11", "Crompton Energion HS 1200 mm BLDC Ceiling Fan with Remote", 3640),
    ]);
    await gotoHydrated(page, "/cart");
    await expect(cartLines(page)).toHaveCount(4);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await cartButton(page).click();
    await expect(summary(page).getByText("+1 more item", { exact: true })).toBeVisible();
    const box = await summary(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe("the cart prices API", () => {
  test("answers current figures for known, visible products only, never cached", async ({ request }) => {
    const response = await request.get("/api/cart-prices?ids=1,abc,999,8,1,-2");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = (await response.json()) as { products: { id: string }[] };
    expect(body.products).toEqual([
      {
        id: "1",
        title: tv,
        image: expect.any(String) as unknown,
        pricePaise: 3_209_300,
        listPricePaise: 3_209_300,
        mrpPaise: 4_790_000,
        discountPct: 33,
        stock: 8,
        inStock: true,
        installation: "installation",
        installationChargePaise: 0,
      },
      expect.objectContaining({ id: "8", stock: 0, inStock: false }),
    ]);
  });

  test("bad or missing ids give an empty answer, and at most 50 are read", async ({ request }) => {
    for (const query of ["", "?ids=", "?ids=abc,0,1.5", `?ids=${"9".repeat(5000)}`]) {
      const response = await request.get(`/api/cart-prices${query}`);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ products: [] });
    }
    const many = Array.from({ length: 60 }, (_, index) => 60 - index).join(",");
    const body = (await (await request.get(`/api/cart-prices?ids=${many}`)).json()) as {
      products: unknown[];
    };
    expect(body.products.length).toBeLessThanOrEqual(50);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header cart is a plain link to /cart, and pages say the cart needs JavaScript", async ({
    page,
    request,
  }) => {
    await page.goto("/products/1");
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart" })).toHaveAttribute(
      "href",
      "/cart",
    );
    await expect(page.getByRole("banner").getByRole("button", { name: /^Cart/ })).toHaveCount(0);
    // The browser shows <noscript> content only when scripting is off for real; check the markup.
    for (const path of ["/products/1", "/cart"]) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<noscript><p[^>]*>The cart needs JavaScript\. Turn it on, or call.*?tel:\+91/);
    }
  });
});
