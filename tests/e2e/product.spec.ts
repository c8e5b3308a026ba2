import { expect, test, type Page } from "@playwright/test";

import { formatWeekday } from "../../app/lib/india-time";
import { productPageDeliveryDate } from "../../app/modules/orders/delivery-estimate";
import { seedProducts } from "../../db/seed-data";
import { holdEntryScript } from "../support/held-entry-script";
import { expectNoSeriousA11yViolations } from "./a11y";

const tv = "Samsung 108 cm (43 inch) Crystal 4K UHD Smart LED TV";

/** The page answers clicks once React has hydrated; the toaster mounts right after that. */
async function waitForHydration(page: Page) {
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

function deliveryDate(now = new Date()) {
  return formatWeekday(productPageDeliveryDate(now));
}

const gallery = (page: Page) => page.getByRole("region", { name: "Product images" });
const thumbnails = (page: Page) => page.getByRole("list", { name: "Choose an image" }).getByRole("button");

test("product 1 shows its title, breadcrumb, price block, promises, highlights, specs and description", async ({
  page,
}) => {
  const response = await page.goto("/products/1");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${tv} | Kaveri Home Appliances`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tv);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/shop");
  await expect(breadcrumb.getByRole("link", { name: "TVs" })).toHaveAttribute("href", "/shop/tv");
  await expect(breadcrumb.getByText(tv)).toHaveAttribute("aria-current", "page");

  const price = page.getByTestId("product-price");
  await expect(price.getByText("Price ₹32,093")).toBeVisible();
  await expect(price.locator("s")).toHaveText("₹47,900");
  await expect(price.getByText("33% OFF")).toBeVisible();
  await expect(price.getByText("You save ₹15,807")).toBeVisible();

  await expect(page.getByText(`Delivery by ${deliveryDate()}`)).toBeVisible();
  await expect(page.getByText("Free delivery")).toBeVisible();
  await expect(page.getByText("1 Year Manufacturer Warranty")).toBeVisible();
  await expect(page.getByText("7 Days Replacement")).toBeVisible();
  await expect(page.getByText("Prices inclusive of all taxes")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
  await expect(page.getByText("Crystal Processor 4K with PurColor")).toBeVisible();

  const specs = page.getByRole("table", { name: `Specifications of the ${tv}` });
  await expect(specs.getByRole("rowheader", { name: "Model number" })).toBeVisible();
  await expect(specs.getByRole("row", { name: "Model number UA43CUE60AKLXL" })).toBeVisible();
  await expect(page.getByText(/A 43 inch 4K UHD smart TV/)).toBeVisible();

  await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Buy Now" })).toBeEnabled();
  await expect(page.getByText(/Online ordering opens soon/)).toHaveCount(0);
});

test("product 1 carries meta tags and Product, Offer and BreadcrumbList JSON-LD", async ({ page }) => {
  await page.goto("/products/1");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\/1$/);
  // link previews take a JPEG of the product's picture, never its SVG
  const preview = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(preview).toMatch(/\/og\/products\/1\.jpg$/);
  const jpeg = await page.request.get(new URL(preview!).pathname);
  expect(jpeg.headers()["content-type"]).toBe("image/jpeg");
  expect((await jpeg.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /₹32,093/);

  type JsonLd = {
    "@type": string;
    name?: string;
    brand?: unknown;
    offers?: unknown;
    aggregateRating?: unknown;
    itemListElement?: { name: string }[];
  };
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => JSON.parse(text) as JsonLd | JsonLd[]);
  const product = items.find((item) => item["@type"] === "Product");
  expect(product?.name).toBe(tv);
  expect(product?.brand).toMatchObject({ "@type": "Brand", name: "Samsung" });
  expect(product?.offers).toMatchObject({
    "@type": "Offer",
    priceCurrency: "INR",
    price: "32093.00",
    availability: "https://schema.org/InStock",
  });
  // the page shows no reviews, so the markup claims no rating; delivery and the 7-day return are stated
  expect(product?.aggregateRating).toBeUndefined();
  expect(product?.offers).toMatchObject({
    shippingDetails: {
      shippingRate: { value: 0, currency: "INR" },
      shippingDestination: { addressCountry: "IN" },
      deliveryTime: {
        handlingTime: { minValue: 2, maxValue: 4, unitCode: "DAY" },
        transitTime: { minValue: 3, maxValue: 10, unitCode: "DAY" },
      },
    },
    hasMerchantReturnPolicy: {
      applicableCountry: "IN",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 7,
      returnFees: "https://schema.org/FreeReturn",
    },
  });
  const breadcrumb = items.find((item) => item["@type"] === "BreadcrumbList");
  expect(breadcrumb?.itemListElement?.map((crumb) => crumb.name)).toEqual(["Home", "Shop", "TVs", tv]);
});

test("the first picture loads with high priority at a fixed size", async ({ page }) => {
  await page.goto("/products/1");
  const images = gallery(page).locator("img");
  await expect(images).toHaveCount(3);
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).toHaveAttribute("width", "600");
  await expect(images.first()).toHaveAttribute("height", "600");
  await expect(images.first()).toHaveAttribute("alt", `${tv}, front view`);
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
});

test("quantity stays between 1 and 10 with the buttons disabled at the bounds", async ({ page }) => {
  await page.goto("/products/1");
  await waitForHydration(page);
  const quantity = page.getByLabel("Quantity", { exact: true });
  const decrease = page.getByRole("button", { name: "Decrease quantity" });
  const increase = page.getByRole("button", { name: "Increase quantity" });
  await expect(quantity).toHaveText("1");
  await expect(decrease).toBeDisabled();
  for (let expected = 2; expected <= 10; expected += 1) {
    await increase.click();
    await expect(quantity).toHaveText(String(expected));
  }
  await expect(increase).toBeDisabled();
  await expect(decrease).toBeEnabled();
  await expect(decrease).toBeFocused();
  await decrease.click();
  await expect(quantity).toHaveText("9");
  await expect(increase).toBeEnabled();
  // The chosen quantity is what Add to Cart puts in the cart.
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem("cart") ?? "[]") as { quantity: number }[])[0]?.quantity,
      ),
    )
    .toBe(9);
});

// Decision 067: the page paints before its scripts run; a button pressed in between is pressed again once
// hydration starts, in order.
test("buttons pressed before the page's scripts arrive act once they do", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto("/products/1", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => "__earlyTaps" in window);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();

  release();
  await waitForHydration(page);
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem("cart") ?? "[]") as { id: string; quantity: number }[],
      ),
    )
    .toEqual([expect.objectContaining({ id: "1", quantity: 3 })]);
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveText("3");
});

test("thumbnails, arrow buttons and arrow keys change the picture", async ({ page }) => {
  await page.goto("/products/1");
  await waitForHydration(page);
  const shown = gallery(page).getByRole("img");
  await expect(thumbnails(page)).toHaveCount(3);
  await expect(thumbnails(page).first()).toHaveAttribute("aria-pressed", "true");
  await expect(shown).toHaveAttribute("alt", `${tv}, front view`);

  await thumbnails(page).nth(1).click();
  await expect(thumbnails(page).nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbnails(page).first()).toHaveAttribute("aria-pressed", "false");
  await expect(shown).toHaveAttribute("alt", `${tv}, side view`);

  await page.keyboard.press("ArrowRight");
  await expect(thumbnails(page).nth(2)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbnails(page).nth(2)).toBeFocused();
  await expect(shown).toHaveAttribute("src", "/images/products/1-detail.svg");

  await page.keyboard.press("ArrowRight");
  await expect(thumbnails(page).first()).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(thumbnails(page).nth(2)).toHaveAttribute("aria-pressed", "true");

  await gallery(page).focus();
  await page.keyboard.press("Home");
  await expect(shown).toHaveAttribute("src", "/images/products/1.svg");
  await page.keyboard.press("ArrowLeft");
  await expect(shown).toHaveAttribute("src", "/images/products/1-detail.svg");

  await page.getByRole("button", { name: "Next image" }).click();
  await expect(shown).toHaveAttribute("src", "/images/products/1.svg");
  await page.getByRole("button", { name: "Previous image" }).click();
  await expect(shown).toHaveAttribute("src", "/images/products/1-detail.svg");
});

test("'You May Also Like' shows at most 4 products, all of the same category", async ({ page }) => {
  test.setTimeout(60_000);
  // One product of each category.
  const samples = seedProducts.filter(
    (product, index) => seedProducts.findIndex((other) => other.category === product.category) === index,
  );
  for (const product of samples) {
    const sameCategory = seedProducts
      .filter((other) => other.category === product.category && other.id !== product.id)
      .map((other) => `/products/${other.id}`);
    await page.goto(`/products/${product.id}`);
    const related = page.getByTestId("related-products").getByRole("listitem");
    await expect(related).toHaveCount(Math.min(4, sameCategory.length));
    const hrefs = await related
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of hrefs) expect(sameCategory).toContain(href);
  }
  await page.goto("/products/1");
  await expect(page.getByRole("heading", { name: "You May Also Like" })).toBeVisible();
});

test("an out-of-stock product shows a disabled 'Out of Stock' button", async ({ page }) => {
  const outOfStock = seedProducts.find((product) => (product.stock ?? 0) === 0);
  expect(outOfStock).toBeDefined();
  await page.goto(`/products/${outOfStock?.id}`);
  const button = page.getByRole("button", { name: "Out of Stock", exact: true });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
  await expect(page.getByText("Currently out of stock")).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.join("")).toContain("https://schema.org/OutOfStock");
});

test("a product without a description says so", async ({ page }) => {
  await page.goto("/products/12");
  await expect(page.getByText("No description available.")).toBeVisible();
  await expect(page.getByTestId("product-price").getByText("You save")).toHaveCount(0);
});

for (const id of ["999", "abc", "1.5"]) {
  test(`/products/${id} answers 404 with 'Product not found'`, async ({ page }) => {
    const response = await page.goto(`/products/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
    await expect(
      page.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
}

test("/products/1 has no serious accessibility violations", async ({ page }) => {
  await page.goto("/products/1");
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
});

test("the product page fits a phone and stays accessible @phone", async ({ page }) => {
  await page.goto("/products/1");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tv);
  await expect(gallery(page)).toBeVisible();
  await expect(page.getByTestId("product-price")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const shown = gallery(page).getByRole("img");
  const box = await gallery(page).boundingBox();
  if (!box) throw new Error("the gallery has no box");
  const y = box.y + box.height / 2;
  await gallery(page).dispatchEvent("pointerdown", {
    pointerId: 7,
    pointerType: "touch",
    clientX: box.x + box.width * 0.8,
    clientY: y,
  });
  await gallery(page).dispatchEvent("pointerup", {
    pointerId: 7,
    pointerType: "touch",
    clientX: box.x + box.width * 0.2,
    clientY: y,
  });
  await expect(shown).toHaveAttribute("alt", `${tv}, side view`);

  await expectNoSeriousA11yViolations(page);
});
