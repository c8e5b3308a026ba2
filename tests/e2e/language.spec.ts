import { expect, test, type Page } from "@playwright/test";

import { announcedScripts } from "../support/announced-scripts";
import { expectNoSeriousA11yViolations } from "./a11y";

/** Waits until the client has hydrated, so the switch's click is React's (it remembers the choice). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

// The switch sits in the strip above the header on every screen size (and in the menu, tested below).
const toTamil = (page: Page) => page.getByRole("link", { name: "Language: தமிழ்" });
const toEnglish = (page: Page) => page.getByRole("link", { name: "மொழி: English" });

test("the switch keeps the shopper on the same page with its filters, and the choice is remembered", async ({
  page,
}) => {
  await gotoHydrated(page, "/shop?category=tv&brand=samsung");
  await expect(page.getByText("Showing 1 product")).toBeVisible();
  await toTamil(page).click();

  await expect(page).toHaveURL(/\/ta\/shop\?category=tv&brand=samsung$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("checkbox", { name: /^Samsung/ })).toBeChecked();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);

  // Coming back to the shop's address later opens the Tamil home page.
  await page.goto("/");
  await expect(page).toHaveURL(/\/ta$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");

  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await toEnglish(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Authorised");
});

test("the menu offers the other language on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/services");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Language: தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta\/services$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
});

test("an English and a Tamil page name each other with hreflang, with translated titles", async ({
  request,
}) => {
  for (const path of ["/products/1", "/ta/products/1"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link rel="alternate" hrefLang="en-IN" href="https?:\/\/[^"]+\/products\/1"/);
    expect(html, path).toMatch(
      /<link rel="alternate" hrefLang="ta" href="https?:\/\/[^"]+\/ta\/products\/1"/,
    );
    expect(html, path).toMatch(
      /<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^"]+\/products\/1"/,
    );
    expect(html, path).not.toContain('name="robots"');
  }
  const tamilHome = await (await request.get("/ta")).text();
  expect(tamilHome).toContain('<html lang="ta"');
  expect(/<title>([^<]+)<\/title>/.exec(tamilHome)?.[1]).toMatch(/[\u0B80-\u0BFF]/);
  expect(/<meta name="description" content="([^"]+)"/.exec(tamilHome)?.[1]).toMatch(/[\u0B80-\u0BFF]/);
});

for (const path of [
  "/ta",
  "/ta/shop",
  "/ta/products/1",
  "/ta/services/book",
  "/ta/track-order",
  "/ta/grievance",
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "ta");
    await expectNoSeriousA11yViolations(page);
  });
}

test("a Tamil page preloads the Tamil files of its scripts, and an English page none", async ({
  request,
}) => {
  const tamil = await (await request.get("/ta/track-service")).text();
  const preloads = announcedScripts(tamil).filter((url) => /^\/assets\/ta-[^/]+\.js$/.test(url));
  expect(preloads.length).toBeGreaterThanOrEqual(3);
  for (const url of preloads) {
    const file = await request.get(url);
    expect(file.status(), url).toBe(200);
    expect(await file.text(), url).toMatch(/[\u0B80-\u0BFF]/);
  }
  const english = await (await request.get("/track-service")).text();
  expect(english).not.toContain('href="/assets/ta-');
});

test("only a page that shows Tamil loads the list of Tamil files", async ({ request }) => {
  const scriptsOf = async (path: string) => {
    const urls = announcedScripts(await (await request.get(path)).text());
    expect(urls.length, path).toBeGreaterThan(3);
    return Promise.all(urls.map(async (url) => (await request.get(url)).text()));
  };
  const listsTamilFiles = (script: string) => script.includes("/texts/ta/header.ts");
  expect((await scriptsOf("/shop")).filter(listsTamilFiles)).toHaveLength(0);
  expect((await scriptsOf("/ta/shop")).filter(listsTamilFiles)).toHaveLength(1);
});

test("a Tamil page names the text namespaces it shows, for the browser to load before it hydrates, and an English page none", async ({
  request,
}) => {
  const tamil = await (await request.get("/ta/shop")).text();
  const names = /<meta name="tamil-texts" content="([^"]*)"\/>/.exec(tamil)?.[1]?.split(" ") ?? [];
  expect(names).toEqual(expect.arrayContaining(["header", "footer", "shop", "product-card"]));
  expect(await (await request.get("/shop")).text()).not.toContain('name="tamil-texts"');
});

test("an English page draws the switch's one Tamil word from the small label font, not the whole Tamil font", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/shop");
  await expect(toTamil(page)).toBeVisible();
  const loadedFamilies = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((font) => font.status === "loaded")
        .map((font) => font.family.replaceAll('"', ""));
    });
  await expect.poll(loadedFamilies).toEqual(["Tamil Label"]);
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/noto-sans-tamil-label-400-[\w-]+\.woff2$/)]);
});

test("a Tamil page preloads the Tamil font, shows the catalogue's Tamil and marks its English as English, and spaces Tamil headings", async ({
  page,
  request,
}) => {
  const tamil = await (await request.get("/ta/products/1")).text();
  const font =
    /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin="anonymous"\/>/.exec(
      tamil,
    )?.[1];
  expect(font).toMatch(/^\/assets\/noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2$/);
  expect((await request.get(font!)).status()).toBe(200);
  expect(await (await request.get("/products/1")).text()).not.toContain('as="font"');

  await page.goto("/ta/products/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-IN");
  // staff's Tamil highlights and labels read as Tamil; the values, as typed, are marked English
  const highlights = page.locator("#highlights-heading + ul span");
  await expect(highlights.first()).toHaveText("PurColor உடன் Crystal Processor 4K");
  await expect(page.locator("#highlights-heading + ul span[lang]")).toHaveCount(0);
  const firstRow = page.locator("table tbody tr").first();
  await expect(firstRow.locator("th")).toHaveText("மாடல் எண்");
  await expect(firstRow.locator("th")).not.toHaveAttribute("lang", /.*/);
  await expect(firstRow.locator("td")).toHaveAttribute("lang", "en-IN");
  // the Tamil headings get room for marks above and below: never the tight line-heights of the size utilities
  for (const heading of await page.locator("h2").all()) {
    const [lineHeight, fontSize] = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return [parseFloat(style.lineHeight), parseFloat(style.fontSize)];
    });
    expect(lineHeight / fontSize).toBeGreaterThanOrEqual(1.3);
  }
  await page.goto("/products/1");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /.*/);
});
