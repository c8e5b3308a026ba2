import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";

const productCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") });

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
  await expect(page.getByText("Out of stock")).toHaveCount(1);
  await expect(page).toHaveTitle(/All Products/);
});

test("/shop/tv shows only TVs", async ({ page }) => {
  await page.goto("/shop/tv");
  await expect(page.getByRole("heading", { level: 1, name: "TVs" })).toBeVisible();
  await expect(page.getByText("Showing 3 products")).toBeVisible();
  const titles = await productCards(page).getByRole("heading").allTextContents();
  expect(titles).toHaveLength(3);
  for (const title of titles) expect(title).toMatch(/TV/);
  await expect(
    page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "TVs", exact: true }),
  ).toHaveAttribute("aria-current", "page");
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

test("/shop has no serious accessibility violations @phone", async ({ page }) => {
  await page.goto("/shop");
  await expect(productCards(page)).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
});
