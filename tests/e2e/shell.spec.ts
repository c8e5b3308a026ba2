import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";

const mainLinks = [
  { name: "Home", path: "/" },
  { name: "Shop", path: "/shop" },
  { name: "Services", path: "/services" },
  { name: "Brands", path: "/brands" },
  { name: "About", path: "/about" },
  { name: "Contact", path: "/contact" },
];

const footerHrefs = [
  "/shop?category=tv",
  "/shop?category=refrigerator",
  "/shop?category=washing-machine",
  "/shop?category=ac",
  "/shop?category=air-cooler",
  "/shop?category=water-heater",
  "/shop?category=fan",
  "/services/book",
  "/track-service",
  "/policies/warranty",
  "/services/repairs",
  "/faq",
  "/about",
  "/contact",
  "/store-locator",
  "/privacy",
  "/terms",
  "/shipping",
  "/cancellation-refund",
  "/grievance",
];

/** Waits until the client has hydrated, so clicks are handled by React rather than the bare HTML. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

/** Pages may still be short placeholders; make every page tall enough to scroll. */
async function makePagesTall(page: Page) {
  await page.addStyleTag({ content: "#main { min-height: 3000px; }" });
}

async function expectShell(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test.describe("store shell", () => {
  test("top bar shows phone, city and hours; the skip link leads to main @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const phone = page.getByRole("link", { name: /Call us/ }).first();
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", /^tel:\+91/);
    await expect(page.getByText("Mon-Sat 9AM-8PM").first()).toBeVisible();

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute("href", "#main");

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main#main")).toBeFocused();
    await page.keyboard.press("Tab");
    // the focus lands in or after main once the browser has moved it (read again until it has)
    await expect
      .poll(() =>
        page.evaluate(() => {
          const main = document.getElementById("main");
          const focused = document.activeElement;
          if (!main || !focused) return false;
          return (
            main.contains(focused) ||
            !!(main.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
          );
        }),
      )
      .toBe(true);
  });

  test("header links are present, marked when active and go to their pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: /Kaveri Home Appliances/ }).first()).toHaveAttribute(
      "href",
      "/",
    );

    for (const { name, path } of [...mainLinks.slice(1), mainLinks[0]!]) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
      await expectShell(page);
    }
  });

  test("the search toggle reveals search and Book Service; searching 'fan' opens the shop", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const toggle = page.getByRole("button", { name: "Toggle search" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const field = page.getByRole("combobox", { name: "Search products" });
    await expect(field).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(page.locator('[data-slot="cart"]').getByRole("button", { name: /^Cart \(/ })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Book Service" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await page.keyboard.press("Escape");
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();

    // Made on first opening, the panel is kept: closed and opened again, it still holds what was typed.
    await toggle.click();
    await field.fill("inverter");
    await toggle.click();
    await expect(field).toBeHidden();
    await toggle.click();
    await expect(field).toHaveValue("inverter");
    await toggle.click();
    await expect(field).toBeHidden();

    await toggle.click();
    await field.fill("fan");
    await field.press("Enter");
    await expect(page).toHaveURL("/shop?q=fan");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the mobile drawer opens, searches, closes with Escape and its links navigate @phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Open menu" });

    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: "Search appliances..." })).toHaveAttribute(
      "placeholder",
      "Search appliances...",
    );
    await expect(drawer.getByRole("link", { name: /Call us/ })).toHaveAttribute("href", /^tel:/);
    await expect(drawer.getByRole("link", { name: "Book Service" })).toHaveAttribute("href", "/contact");
    for (const { name, path } of mainLinks) {
      await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    }

    // Focus stays inside while open.
    for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();

    for (const { name, path } of [mainLinks[3]!, mainLinks[1]!, mainLinks[2]!]) {
      await menu.click();
      await drawer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(drawer).toBeHidden();
      await expectShell(page);
    }

    await menu.click();
    const search = drawer.getByRole("combobox", { name: "Search appliances..." });
    await search.fill("fan");
    await search.press("Enter");
    await expect(page).toHaveURL("/shop?q=fan");
    await expect(drawer).toBeHidden();
  });

  test("the footer has every link the spec lists, socials and contact details @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const href of footerHrefs) {
      await expect(footer.locator(`a[href="${href}"]`).first(), href).toBeAttached();
    }
    for (const name of ["Facebook", "Instagram", "YouTube", "X"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^https:/);
    }
    // the dealer's phone and e-mail, and the grievance officer's (Consumer Protection (E-Commerce) Rules, rule 4)
    for (const scheme of ["tel:", "mailto:"]) {
      await expect(footer.locator(`a[href^="${scheme}"]`)).toHaveCount(2);
      for (const link of await footer.locator(`a[href^="${scheme}"]`).all()) await expect(link).toBeVisible();
    }
    await expect(footer.getByRole("heading", { name: "Grievance officer" })).toBeVisible();
    await expect(footer).toContainText("R. Lakshmi");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("Erode");
  });

  test("back to top appears after scrolling and returns to the top @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await makePagesTall(page);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("a footer link opens the next page at the top and Back restores the position", async ({ page }) => {
    await gotoHydrated(page, "/");
    await makePagesTall(page);
    const footerAbout = page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true });
    await footerAbout.scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);

    await footerAbout.click();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
      .toBeLessThan(50);
  });

  test("the navigation progress bar shows while a page is loading", async ({ page }) => {
    await gotoHydrated(page, "/");
    // Hold the next route's data request so the navigation stays pending.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Brands" }).click();
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeAttached();
    release();
    await expect(page).toHaveURL("/brands");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("the home page has no serious accessibility violations @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoSeriousA11yViolations(page);
  });

  test("the open search panel and drawer have no serious accessibility violations @phone", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Toggle search" }).click();
    await expectNoSeriousA11yViolations(page);
    const viewport = page.viewportSize();
    if (viewport && viewport.width < 1024) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("at phone width the page never scrolls sideways @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Toggle search" }).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("at 390 px the header shows the shop's whole name, in both languages @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", "/ta"]) {
      await page.goto(path);
      const name = page.locator("header [data-home-link] span span").first();
      await expect(name).toHaveText("Kaveri Home Appliances");
      // line-clamp cuts what does not fit: the text would then be taller than its box.
      expect(
        await name.evaluate((element) => element.scrollHeight - element.clientHeight),
      ).toBeLessThanOrEqual(0);
    }
  });
});
