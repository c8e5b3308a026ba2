import { expect, test, type Page } from "@playwright/test";

import { holdEntryScript } from "../support/held-entry-script";
import { expectNoSeriousA11yViolations } from "./a11y";

const productCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") });

const cardTitles = (page: Page) => productCards(page).getByRole("heading").allTextContents();
const filterForm = (page: Page) => page.getByRole("form", { name: "Filter products" });
const chips = (page: Page) => page.getByRole("region", { name: "Active filters" });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

test("/shop lists all 12 products with rupee prices, MRP and discount badges", async ({ page }) => {
  const response = await page.goto("/shop");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(page.getByText("Showing 12 products")).toBeVisible();
  await expect(productCards(page)).toHaveCount(12);

  const first = productCards(page).first();
  await expect(first.getByRole("link", { name: /Samsung 108 cm \(43 inch\)/ })).toHaveAttribute(
    "href",
    "/products/1",
  );
  await expect(first.getByText("₹32,093")).toBeVisible();
  await expect(first.locator("s")).toHaveText("₹47,900");
  await expect(first.getByText("33% OFF").first()).toBeVisible();
  await expect(first.getByRole("img", { name: /Rated 4\.3 out of 5/ })).toBeVisible();
  for (const card of await productCards(page).all()) {
    await expect(card.getByText(/₹\d/).first()).toBeVisible();
  }
  await expect(page.getByText("Out of stock", { exact: true })).toHaveCount(1);
  // Every card can go in the cart, except the one that is out of stock.
  await expect(page.getByRole("button", { name: /^Add to Cart: / })).toHaveCount(11);
  await expect(page.getByRole("button", { name: /^Out of Stock: / })).toBeDisabled();
  await expect(page).toHaveTitle(/All Products/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop$/);
});

test("/shop/tv preselects TVs and keeps its canonical", async ({ page }) => {
  await page.goto("/shop/tv");
  await expect(page.getByRole("heading", { level: 1, name: "TVs" })).toBeVisible();
  await expect(page.getByText("Showing 3 products")).toBeVisible();
  for (const title of await cardTitles(page)) expect(title).toMatch(/TV/);
  await expect(filterForm(page).getByRole("checkbox", { name: /^TVs/ })).toBeChecked();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop\/tv$/);
});

test("the footer's /shop?category=tv link form works too", async ({ page }) => {
  await page.goto("/shop?category=tv&brand=samsung");
  await expect(page.getByRole("heading", { level: 1, name: "Samsung TVs" })).toBeVisible();
  await expect(page.getByText("Showing 1 product")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop\/tv\?brand=samsung$/);
});

test("/shop/air-cooler shows the empty state", async ({ page }) => {
  const response = await page.goto("/shop/air-cooler");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Air Coolers" })).toBeVisible();
  await expect(page.getByText("Showing 0 products")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
});

test("an unknown category answers 404", async ({ page }) => {
  const response = await page.goto("/shop/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("filters narrow the list without a full reload, chips remove them, Clear all resets", async ({
  page,
}) => {
  await page.goto("/shop");
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));

  await filterForm(page)
    .getByRole("checkbox", { name: /^Air Conditioners/ })
    .check();
  await expect(page).toHaveURL(/\/shop\?category=ac$/);
  await expect(page.getByText("Showing 3 products")).toBeVisible();

  await filterForm(page).getByRole("checkbox", { name: /^LG/ }).check();
  await expect(page).toHaveURL(/category=ac&brand=lg$/);
  await expect(page.getByText("Showing 1 product")).toBeVisible();
  expect(await cardTitles(page)).toEqual(["LG 1.5 Ton 5 Star AI DUAL Inverter Split AC"]);

  await filterForm(page)
    .getByRole("checkbox", { name: /In Stock Only/ })
    .check();
  await expect(page).toHaveURL(/inStock=true/);
  await filterForm(page)
    .getByRole("radio", { name: /₹40,000 – ₹70,000/ })
    .check();
  await expect(page).toHaveURL(/price=40000-69999/);
  await filterForm(page)
    .getByRole("checkbox", { name: /^4 stars/ })
    .check();
  await expect(page).toHaveURL(/rating=4/);
  await expect(page.getByText("Showing 1 product")).toBeVisible();

  // No reload happened: the marker set on the first page is still there.
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");

  await chips(page).getByRole("link", { name: "Remove filter: LG" }).click();
  await expect(page).not.toHaveURL(/brand=/);
  await expect(page).toHaveURL(/category=ac/);
  await expect(chips(page).getByRole("link", { name: /Remove filter/ })).toHaveCount(4);

  await chips(page).getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText("Showing 12 products")).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
});

test("a filter ticked and a sort chosen before the page's scripts arrive are applied once they do", async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto("/shop", { waitUntil: "domcontentloaded" });
  await filterForm(page)
    .getByRole("checkbox", { name: /^Air Conditioners/ })
    .check();
  await page.getByLabel("Sort by").selectOption("price-low");
  await expect(page).toHaveURL(/\/shop$/);

  release();
  await expect(page).toHaveURL(/\/shop\?category=ac&sort=price-low$/);
  await expect(page.getByText("Showing 3 products")).toBeVisible();
  expect(await cardTitles(page)).toEqual([
    "Voltas 1 Ton 3 Star Inverter Split AC",
    "LG 1.5 Ton 5 Star AI DUAL Inverter Split AC",
    "Daikin 2 Ton 5 Star Inverter Split AC",
  ]);
});

test("each option shows how many products it would give", async ({ page }) => {
  await page.goto("/shop?category=tv");
  // Brands counted within TVs; categories counted without the category filter.
  await expect(filterForm(page).getByRole("checkbox", { name: /^Samsung 1 product$/ })).toBeVisible();
  await expect(
    filterForm(page).getByRole("checkbox", { name: /^Air Conditioners 3 products$/ }),
  ).toBeVisible();
});

test("sort orders the grid and featured removes the parameter", async ({ page }) => {
  await page.goto("/shop?page=1");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await sort.selectOption("price-low");
  await expect(page).toHaveURL(/\/shop\?sort=price-low$/);
  await expect(productCards(page).first()).toContainText("Crompton");
  await sort.selectOption("price-high");
  await expect(productCards(page).first()).toContainText("Hitachi");
  await sort.selectOption("newest");
  await expect(productCards(page).first()).toContainText("Bajaj");
  await sort.selectOption("featured");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(productCards(page).first()).toContainText("Samsung 108 cm");
});

test("shoppers filter and sort by country of origin, in English and Tamil", async ({ page }) => {
  await page.goto("/shop");
  await filterForm(page)
    .getByRole("checkbox", { name: /^Thailand 1 product$/ })
    .check();
  await expect(page).toHaveURL(/\/shop\?origin=TH$/);
  await expect(productCards(page)).toHaveCount(1);
  await expect(productCards(page).first()).toContainText("Hitachi");
  await expect(chips(page).getByRole("link", { name: "Remove filter: Thailand" })).toBeVisible();

  await page.goto("/shop");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("origin");
  await expect(page).toHaveURL(/\/shop\?sort=origin$/);
  await expect(productCards(page).last()).toContainText("Hitachi");

  await page.goto("/ta/shop?sort=origin");
  await expect(page.getByRole("combobox", { name: "வரிசை" })).toHaveValue("origin");
  await expect(page.getByRole("checkbox", { name: /^தாய்லாந்து 1/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^இந்தியா 11/ })).toBeVisible();
  await expect(productCards(page).last()).toContainText("Hitachi");
});

test("pagination: Previous and Next disabled at the ends, a page past the end is clamped", async ({
  page,
}) => {
  await page.goto("/shop");
  const nav = pagination(page);
  await expect(nav.getByRole("link", { name: "Previous page" })).toBeDisabled();
  await expect(nav.getByRole("link", { name: "Next page" })).toBeDisabled();
  await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  const response = await page.goto("/shop?page=2");
  expect(response?.status()).toBe(200);
  await expect(productCards(page)).toHaveCount(12);
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("changing a filter drops the page parameter", async ({ page }) => {
  await page.goto("/shop?sort=rating&page=3");
  await filterForm(page).getByRole("checkbox", { name: /^Fans/ }).check();
  await expect(page).toHaveURL(/\/shop\?category=fan&sort=rating$/);
});

test("search 'washingmachine' finds the washing machines; an empty search drops q", async ({ page }) => {
  await page.goto("/shop");
  const box = page.getByRole("searchbox", { name: "Search products" });
  await box.fill("  washingmachine  ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=washingmachine$/);
  await expect(page.getByRole("heading", { level: 1, name: /Results for “washingmachine”/ })).toBeVisible();
  expect(await cardTitles(page)).toEqual([
    "Whirlpool 7 kg 5 Star Fully-Automatic Top Load Washing Machine",
    "Samsung 8 kg 5 Star AI Ecobubble Fully-Automatic Front Load Washing Machine",
  ]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await box.fill("   ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText("Showing 12 products")).toBeVisible();
});

test("the Brands page's brand-name link filters by that brand", async ({ page }) => {
  const response = await page.goto("/shop?brand=Blue%20Star");
  expect(response?.status()).toBe(200);
  await expect(chips(page).getByRole("link", { name: "Remove filter: Blue Star" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
});

test("malformed parameters answer 200 with a sensible page", async ({ page }) => {
  for (const query of ["price=abc", "page=-3", "rating=9", "brand=unknown", "sort=%3Cb%3E", "category=,,,"]) {
    const response = await page.goto(`/shop?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByText("Showing 12 products")).toBeVisible();
  }
  const long = await page.goto(`/shop?q=${"a".repeat(5000)}`);
  expect(long?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
});

test("shows 8 skeleton cards while the next view loads", async ({ page }) => {
  await page.goto("/shop");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/shop\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await filterForm(page).getByRole("checkbox", { name: /^Fans/ }).check();
  await expect(page.getByTestId("product-skeleton")).toHaveCount(8);
  release();
  await expect(page.getByText("Showing 2 products")).toBeVisible();
  await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
});

test("suggestions resource answers JSON, asked for each time and tagged with the catalogue's version", async ({
  request,
}) => {
  const response = await request.get("/api/search-suggestions?q=wash");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const tag = response.headers()["etag"] ?? "";
  expect(tag).toMatch(/^W\/"\d+-\w+"$/);
  const again = await request.get("/api/search-suggestions?q=wash", { headers: { "If-None-Match": tag } });
  expect(again.status()).toBe(304);
  const body = (await response.json()) as { products: { id: string }[]; categories: { slug: string }[] };
  expect(body.products.map((product) => product.id)).toEqual(["7", "8"]);
  expect(body.categories).toEqual([{ slug: "washing-machine", name: "Washing Machines" }]);
  const empty = await request.get(`/api/search-suggestions?q=${"x".repeat(500)}`);
  expect(empty.status()).toBe(200);
  expect(await empty.json()).toEqual({ products: [], categories: [] });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form with an Apply button", async ({ page }) => {
    await page.goto("/shop");
    await filterForm(page)
      .getByRole("checkbox", { name: /^Refrigerators/ })
      .check();
    await filterForm(page)
      .getByRole("checkbox", { name: /In Stock Only/ })
      .check();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-high");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=refrigerator/);
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.getByText("Showing 2 products")).toBeVisible();
    expect(await cardTitles(page)).toEqual([
      "Hitachi 569 L Frost Free Side-by-Side Inverter Refrigerator",
      "Godrej 190 L 5 Star Direct Cool Single Door Refrigerator",
    ]);
    await chips(page).getByRole("link", { name: "Remove filter: Refrigerators" }).click();
    await expect(page.getByText("Showing 11 products")).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters open in a panel", async ({ page }) => {
    await page.goto("/shop");
    const panelToggle = page.getByRole("button", { name: /^Filters/ });
    await expect(filterForm(page)).toBeHidden();
    await panelToggle.click();
    await expect(panelToggle).toHaveAttribute("aria-expanded", "true");
    await filterForm(page).getByRole("checkbox", { name: /^Fans/ }).check();
    await expect(page).toHaveURL(/category=fan/);
    await page.getByRole("button", { name: "Show 2 products" }).click();
    await expect(filterForm(page)).toBeHidden();
    await expect(productCards(page)).toHaveCount(2);
  });
});

test("/shop has no serious accessibility violations @phone", async ({ page }) => {
  await page.goto("/shop?category=tv,ac&rating=4");
  await expect(productCards(page)).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  const toggle = page.getByRole("button", { name: /^Filters/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expectNoSeriousA11yViolations(page);
  }
});
