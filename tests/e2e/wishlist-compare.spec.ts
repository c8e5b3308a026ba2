import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";

const tv = "Samsung 108 cm (43 inch) Crystal 4K UHD Smart LED TV";
const lgTv = "LG 139 cm (55 inch) 4K Ultra HD Smart LED TV with webOS";

/** The page answers clicks once React has hydrated; the toaster mounts right after that. */
async function waitForHydration(page: Page) {
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

const storedList = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

const savedRows = (page: Page) => page.getByRole("list", { name: "Saved products" }).getByRole("listitem");

test.describe("wishlist", () => {
  test("the heart toggles with toasts and the choice survives a reload", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/products/1");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page.getByText("Added to wishlist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();
    expect(await storedList(page, "wishlist")).toBe('["1"]');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();
    // The saved heart appears after hydration without a hydration mismatch.
    expect(errors).toEqual([]);

    await page.getByRole("button", { name: "Remove from Wishlist" }).click();
    await expect(page.getByText("Removed from wishlist")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Wishlist" })).toBeVisible();
    expect(await storedList(page, "wishlist")).toBeNull();
  });

  test("/wishlist lists saved products, newest first, and remove works", async ({ page }) => {
    await page.goto("/products/1");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.goto("/products/8");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();

    const response = await page.goto("/wishlist");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
    await expect(savedRows(page)).toHaveCount(2);
    await expect(page.getByText("2 items")).toBeVisible();

    const washer = savedRows(page).first();
    await expect(washer.getByRole("link", { name: /Samsung 8 kg/ })).toHaveAttribute("href", "/products/8");
    await expect(washer.getByRole("button", { name: /^Out of Stock/ })).toBeDisabled();

    const first = savedRows(page).nth(1);
    await expect(first.getByRole("link", { name: tv })).toHaveAttribute("href", "/products/1");
    await expect(first.getByRole("img", { name: tv })).toBeVisible();
    await expect(first.getByText("₹32,093")).toBeVisible();
    await expect(first.locator("s")).toHaveText("₹47,900");
    await expect(first.getByRole("button", { name: `Add to Cart: ${tv}` })).toBeEnabled();
    await expect(page.getByText(/Online ordering opens soon/)).toHaveCount(0);

    await first.getByRole("button", { name: `Remove ${tv} from wishlist` }).click();
    await expect(page.getByText("Removed from wishlist")).toBeVisible();
    await expect(savedRows(page)).toHaveCount(1);
    expect(await storedList(page, "wishlist")).toBe('["8"]');

    await savedRows(page)
      .first()
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop");
  });

  test("an empty wishlist shows the empty state", async ({ page }) => {
    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
  });

  for (const [name, raw] of [
    ["not JSON", "{oops"],
    ["an object", '{"1":true}'],
    ["a string", '"1"'],
    ["an array of junk", '[1, null, "abc", {"id": "2"}, "9"]'],
  ] as const) {
    test(`a corrupt stored wishlist (${name}) does not break the pages`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto("/compare");
      await page.evaluate((value) => window.localStorage.setItem("wishlist", value), raw);

      await page.goto("/wishlist");
      await waitForHydration(page);
      if (name === "an array of junk") {
        await expect(savedRows(page)).toHaveCount(1);
        await expect(savedRows(page).getByRole("link", { name: /Godrej 190 L/ })).toBeVisible();
      } else {
        await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
        expect(await storedList(page, "wishlist")).toBeNull();
      }

      await page.goto("/products/1");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Add to Wishlist" }).click();
      await expect(page.getByText("Added to wishlist")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("a change in another tab shows up", async ({ page, context }) => {
    await page.goto("/wishlist");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();

    const other = await context.newPage();
    await other.goto("/products/1");
    await waitForHydration(other);
    await other.getByRole("button", { name: "Add to Wishlist" }).click();

    await expect(savedRows(page)).toHaveCount(1);
    await expect(savedRows(page).getByRole("link", { name: tv })).toBeVisible();
    await other.close();
  });

  test("/wishlist has no serious accessibility violations", async ({ page }) => {
    await page.goto("/compare");
    await page.evaluate(() => window.localStorage.setItem("wishlist", '["1","8","12"]'));
    await page.goto("/wishlist");
    await expect(savedRows(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("compare", () => {
  test("/compare?ids=1,2 shows both side by side and highlights the differences", async ({ page }) => {
    const response = await page.goto("/compare?ids=1,2");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await expect(table.getByRole("link", { name: tv, exact: true })).toHaveAttribute("href", "/products/1");
    await expect(table.getByRole("link", { name: lgTv, exact: true })).toHaveAttribute("href", "/products/2");

    const row = (label: string) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
    await expect(row("Price (differs)")).toContainText("₹32,093");
    await expect(row("Price (differs)")).toContainText("₹41,994");
    await expect(row("Price (differs)")).toHaveAttribute("data-differs", "true");
    await expect(row("Capacity (differs)")).toContainText("43 inch");
    await expect(row("Rating (differs)")).toBeVisible();
    // Both TVs have the same resolution and neither lists an energy rating.
    await expect(row("Resolution")).not.toHaveAttribute("data-differs", "true");
    await expect(row("Resolution")).toContainText("3840 x 2160 (4K UHD)");
    await expect(row("Energy rating")).not.toHaveAttribute("data-differs", "true");
    await expect(row("Energy rating")).toContainText("—");
    // Only the LG lists its processor: the Samsung's cell is a dash.
    await expect(row("Processor (differs)")).toContainText("—");
    await expect(row("Processor (differs)")).toContainText("α5 AI Processor 4K Gen6");
  });

  test("remove drops a product from the address", async ({ page }) => {
    await page.goto("/compare?ids=1,2");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Remove ${tv}` }).click();
    await expect(page).toHaveURL(/\/compare\?ids=2$/);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(1);
    await page.getByRole("link", { name: `Remove ${lgTv}` }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole("heading", { name: "No products to compare" })).toBeVisible();
  });

  test("bad ids are ignored and only the first 4 products are shown", async ({ page }) => {
    await page.goto("/compare?ids=abc,999,1.5,4,5,,9,10,11");
    const headers = page.getByRole("table").getByRole("columnheader");
    await expect(headers).toHaveCount(4);
    await expect(headers.getByRole("link", { name: /^Remove/ })).toHaveCount(4);
    const hrefs = await headers
      .getByRole("link")
      .filter({ hasNotText: "Remove" })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/products/4", "/products/5", "/products/9", "/products/10"]);
  });

  test("no ids gives an empty state linking to the shop", async ({ page }) => {
    for (const url of ["/compare", "/compare?ids=", "/compare?ids=abc,999"]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "No products to compare" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop");
    }
  });

  test("ticking Compare shows the compare bar, which links to the comparison", async ({ page }) => {
    await page.goto("/products/1");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: `Compare ${tv}` }).check();
    const bar = page.getByRole("complementary", { name: "Compare products" });
    await expect(bar).toContainText("1 of 4");
    await expect(bar.getByRole("link", { name: "Compare" })).toHaveCount(0);

    await page.goto("/products/2");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: `Compare ${lgTv}` }).check();
    await expect(bar).toContainText("2 of 4");
    expect(await storedList(page, "compare")).toBe('["1","2"]');
    await bar.getByRole("link", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1,2$/);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
  });

  test("a fifth product is refused with a toast", async ({ page }) => {
    await page.goto("/compare");
    await page.evaluate(() => window.localStorage.setItem("compare", '["2","3","4","5"]'));
    await page.goto("/products/1");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: `Compare ${tv}` }).click();
    await expect(page.getByText("You can compare up to 4 products")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Compare ${tv}` })).not.toBeChecked();
    expect(await storedList(page, "compare")).toBe('["2","3","4","5"]');

    await page.getByRole("button", { name: "Clear comparison" }).click();
    await expect(page.getByRole("complementary", { name: "Compare products" })).toHaveCount(0);
    expect(await storedList(page, "compare")).toBeNull();
  });

  test("/compare has no serious accessibility violations", async ({ page }) => {
    await page.goto("/compare?ids=1,2,4,9");
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
  });

  test("the empty /compare has no serious accessibility violations", async ({ page }) => {
    await page.goto("/compare");
    await expect(page.getByRole("heading", { name: "No products to compare" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
