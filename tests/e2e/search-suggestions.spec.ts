import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";

const suggestionsPath = "**/api/search-suggestions?*";

/** Waits until the client has hydrated, so the field is a combobox and keys are handled by React. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

async function openHeaderSearch(page: Page) {
  await page.getByRole("button", { name: "Toggle search" }).click();
  const field = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await expect(field).toBeFocused();
  return field;
}

function listboxOf(page: Page, scope: "banner" | "dialog" = "banner") {
  return page.getByRole(scope).getByRole("listbox", { name: "Search suggestions" });
}

test.describe("search suggestions", () => {
  test("typing 'sam' in the header suggests Samsung products with picture, brand and price", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const field = await openHeaderSearch(page);
    await expect(field).toHaveAttribute("aria-expanded", "false");

    await field.pressSequentially("sam");
    const listbox = listboxOf(page);
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    await expect(field).toHaveAttribute("aria-autocomplete", "list");

    const products = listbox.getByRole("group", { name: "Products" });
    const samsungTv = products.getByRole("option", { name: /Samsung 108 cm \(43 inch\)/ });
    await expect(samsungTv).toBeVisible();
    await expect(samsungTv).toContainText("Samsung");
    await expect(samsungTv).toContainText("₹32,093");
    const thumbnail = samsungTv.locator("img");
    await expect(thumbnail).toHaveAttribute("src", "/images/products/1.svg");
    await expect(thumbnail).toHaveAttribute("width", /\d+/);
    await expect(thumbnail).toHaveAttribute("height", /\d+/);
    for (const option of await listbox.getByRole("option").all()) {
      await expect(option).toHaveAttribute("aria-selected", "false");
    }

    const count = await listbox.getByRole("option").count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(9);
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(`${count} suggestions available`);
  });

  test("one character asks for nothing; fast typing sends few requests", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/search-suggestions")) asked.push(request.url());
    });
    await gotoHydrated(page, "/");
    const field = await openHeaderSearch(page);
    // The page's clock moves only when the test moves it: the field's wait after the last keystroke (150 ms)
    // never runs out between two keystrokes, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await field.pressSequentially("s");
    await page.clock.runFor(400);
    expect(asked).toEqual([]);
    await expect(field).toHaveAttribute("aria-expanded", "false");

    await field.pressSequentially("amsung");
    await page.clock.runFor(100);
    expect(asked).toEqual([]);
    await page.clock.runFor(100);
    await expect(listboxOf(page)).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("q=samsung");
  });

  test("arrow keys move the active option and Enter opens that product", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const field = await openHeaderSearch(page);
    await field.pressSequentially("sam");
    const options = listboxOf(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    const count = await options.count();

    await field.press("ArrowDown");
    const first = options.nth(0);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(field).toBeFocused();

    await field.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await field.press("ArrowUp");
    await field.press("ArrowUp");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await field.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");

    const name = (await first.textContent()) ?? "";
    expect(name).toContain("Samsung");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole("button", { name: "Toggle search" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("a category suggestion opens that category", async ({ page }) => {
    await gotoHydrated(page, "/");
    const field = await openHeaderSearch(page);
    await field.pressSequentially("washing");
    const category = listboxOf(page)
      .getByRole("group", { name: "Categories" })
      .getByRole("option", { name: "Washing Machines" });
    await expect(category).toBeVisible();
    await category.click();
    await expect(page).toHaveURL("/shop/washing-machine");
  });

  test("Enter without an active option searches the shop with the trimmed text", async ({ page }) => {
    await gotoHydrated(page, "/");
    let field = await openHeaderSearch(page);
    await field.pressSequentially("  sam  ");
    await expect(listboxOf(page)).toBeVisible();
    await field.press("Enter");
    await expect(page).toHaveURL("/shop?q=sam");

    field = await openHeaderSearch(page);
    await expect(field).toHaveValue("sam");
    await field.fill("   ");
    await field.press("Enter");
    await expect(page).toHaveURL("/shop");
  });

  test("Escape closes the list, a second Escape clears, a click outside closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    const field = await openHeaderSearch(page);
    await field.pressSequentially("sam");
    const listbox = listboxOf(page);
    await expect(listbox).toBeVisible();
    await field.press("ArrowDown");

    await field.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).not.toHaveAttribute("aria-activedescendant");
    await expect(field).toHaveValue("sam");
    await expect(field).toBeVisible();
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("");

    await field.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");

    await field.press("Escape");
    await field.press("Escape");
    await expect(field).toHaveValue("");
    await expect(field).toBeVisible();
    await field.press("Escape");
    await expect(field).toBeHidden();

    await page.getByRole("button", { name: "Toggle search" }).click();
    await field.pressSequentially("sam");
    await expect(listbox).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(listbox).toBeHidden();
  });

  test("a failing suggestions request shows nothing and the search still works", async ({ page }) => {
    await page.route(suggestionsPath, (route) => route.fulfill({ status: 500, body: "boom" }));
    await gotoHydrated(page, "/");
    const field = await openHeaderSearch(page);
    const failed = page.waitForResponse((response) => response.url().includes("/api/search-suggestions"));
    await field.pressSequentially("sam");
    await failed;
    await page.waitForTimeout(100);
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(listboxOf(page)).toBeHidden();
    await field.press("Enter");
    await expect(page).toHaveURL("/shop?q=sam");
  });

  test("the drawer's search field suggests too, and Escape keeps the menu open @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const field = drawer.getByRole("combobox", { name: "Search appliances..." });
    await field.pressSequentially("sam");
    const listbox = listboxOf(page, "dialog");
    const option = listbox.getByRole("option", { name: /Samsung 108 cm/ });
    await expect(option).toBeVisible();
    await expect(drawer.getByRole("status")).toHaveText(/^\d+ suggestions? available$/);
    const box = await listbox.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await field.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(drawer).toBeVisible();
    await field.press("ArrowDown");
    await expect(listbox).toBeVisible();

    await option.click();
    await expect(page).toHaveURL("/products/1");
    await expect(drawer).toBeHidden();
  });

  test("the open suggestion list has no serious accessibility violations @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const field = await openHeaderSearch(page);
    await field.pressSequentially("sam");
    await expect(listboxOf(page)).toBeVisible();
    await field.press("ArrowDown");
    await expectNoSeriousA11yViolations(page);

    const viewport = page.viewportSize();
    if (viewport && viewport.width < 1024) {
      await field.press("Escape");
      await field.press("Escape");
      await field.press("Escape");
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawerField = page.getByRole("dialog").getByRole("combobox", { name: "Search appliances..." });
      await drawerField.pressSequentially("sam");
      await expect(listboxOf(page, "dialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  // The header's search panel needs the page's code to open, so it is made only then (site-header.tsx);
  // without JavaScript the shop's own search box is the search.
  test("without JavaScript the shop's search box is a plain GET form field to /shop", async ({ request }) => {
    const html = await (await request.get("/shop")).text();
    const form = html.match(/<form[^>]*id="shop-filters"[^>]*>/)?.[0] ?? "";
    expect(form).toMatch(/action="\/shop"/);
    expect(form).toMatch(/method="get"/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*form="shop-filters"[^>]*name="q"/);
    expect(html).not.toContain('role="combobox"');
  });
});

test.describe("header wishlist heart", () => {
  test("shows no count when the wishlist is empty @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const heart = page.getByRole("banner").getByRole("link", { name: "Wishlist (0 items)" });
    await expect(heart).toBeVisible();
    await expect(heart).toHaveAttribute("href", "/wishlist");
    await expect(heart.locator('[data-slot="wishlist-count"]')).toHaveCount(0);
  });

  test("counts the saved products and links to /wishlist @phone", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("wishlist", JSON.stringify(["1", "8", "3"])));
    await gotoHydrated(page, "/");
    const heart = page.getByRole("banner").getByRole("link", { name: "Wishlist (3 items)" });
    await expect(heart).toBeVisible();
    await expect(heart.locator('[data-slot="wishlist-count"]')).toHaveText("3");

    // Another tab changes the list: the count follows.
    await page.evaluate(() => {
      window.localStorage.setItem("wishlist", JSON.stringify(["1"]));
      window.dispatchEvent(new StorageEvent("storage", { key: "wishlist" }));
    });
    await expect(page.getByRole("banner").getByRole("link", { name: "Wishlist (1 item)" })).toBeVisible();

    const viewport = page.viewportSize();
    if (viewport && viewport.width < 1024) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const row = page.getByRole("dialog").getByRole("link", { name: "Wishlist (1 item)" });
      await expect(row).toBeVisible();
      await row.click();
    } else {
      await page.getByRole("banner").getByRole("link", { name: "Wishlist (1 item)" }).click();
    }
    await expect(page).toHaveURL("/wishlist");
  });
});
