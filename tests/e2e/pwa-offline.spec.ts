import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";
import { freshAddress, freshMobile, placeOrderWithoutScript } from "./page-helpers";

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });

const phone = freshMobile();

async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

test("the shop passes Chrome's install checks: manifest, icons and a service worker", async ({ page }) => {
  await page.goto("/");
  await controlledByServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Test browsers run in a private profile, which Chrome never offers to install from; nothing else may fail.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);

  const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Kaveri Home Appliances",
    start_url: "/",
    display: "standalone",
    theme_color: "#1a56db",
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});

test("with the signal gone, a page shows the offline page with the dealer's phone and the last tracked order @phone", async ({
  page,
  context,
}) => {
  test.slow();
  const address = freshAddress();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const { orderNumber } = await placeOrderWithoutScript(page.request, { address, phone, productId: 11 });

  await page.goto(`/track-order?order=${orderNumber}`);
  await controlledByServiceWorker(page);
  const form = page.locator("form[aria-labelledby='track-order-form-title']");
  await form.getByLabel("Mobile number used at checkout").fill(phone);
  await form.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByRole("region", { name: `Order ${orderNumber}` })).toBeVisible();

  await context.setOffline(true);
  await page.goto("/shop?category=tv");
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page).toHaveURL("/shop?category=tv");
  await expect(page.getByRole("link", { name: "Call +91 98430 12345" })).toHaveAttribute(
    "href",
    "tel:+919843012345",
  );
  await expect(page.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
    "href",
    "https://wa.me/919843012345",
  );
  const saved = page.getByRole("region", { name: "Your last tracked order" });
  await expect(saved.getByText(`Order ${orderNumber}`)).toBeVisible();
  await expect(saved.getByText(/^Last updated \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
  await expect(saved.getByRole("term").filter({ hasText: /^Placed$/ })).toBeVisible();
  await expect(saved.getByText("Cash on delivery")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your last tracked service booking" })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // A Tamil address gets the Tamil offline page.
  await page.goto("/ta/shop");
  await expect(page.getByRole("heading", { level: 1, name: "இணைய இணைப்பு இல்லை" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");

  // What was saved stays on this phone until the customer removes it.
  await page.goto("/track-order");
  await page.getByRole("button", { name: "Remove from this phone" }).click();
  await expect(saved).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(saved).toBeHidden();

  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();
});

test("a link followed in the page while offline also lands on the offline page", async ({
  page,
  context,
}) => {
  await page.goto("/brands");
  await controlledByServiceWorker(page);
  // Loaded once under the service worker, the Brands page's code is in its cache: only its data is missing.
  await page.goto("/brands");
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await context.setOffline(true);
  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("link", { name: "Brands" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page).toHaveURL("/brands");
});

test("repeat visits take the hashed files from the cache, and no page is kept there", async ({ page }) => {
  await page.goto("/");
  await controlledByServiceWorker(page);
  const fromWorker: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/assets/") && response.fromServiceWorker()) fromWorker.push(response.url());
  });
  await page.reload();
  await expect
    .poll(() => fromWorker.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url)))
    .toBe(true);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  const pages = cached.filter((path) => !/^\/(assets|icons)\/|\.(js|svg|webmanifest)$/.test(path));
  expect(pages.sort()).toEqual(["/offline", "/ta/offline"]);
});
