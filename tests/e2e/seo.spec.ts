import { expect, test } from "@playwright/test";

const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

const publicPages = [
  "/",
  "/shop",
  "/offers",
  "/services",
  "/services/repairs",
  "/services/book",
  "/brands",
  "/about",
  "/contact",
  "/store-locator",
  "/faq",
  "/privacy",
  "/terms",
  "/shipping",
  "/cancellation-refund",
  "/policies/warranty",
  "/my-appliances",
  "/grievance",
];

const personalPages = ["/cart", "/checkout", "/wishlist", "/compare"];

// Categories the seeded catalogue has products in; air coolers and water heaters have none yet.
const stockedCategories = ["tv", "ac", "washing-machine", "refrigerator", "fan"];

test.describe("robots.txt and sitemap.xml", () => {
  test("robots.txt allows the shop, keeps crawlers out of private paths and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());

    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/api/", "/admin", ...personalPages, ...personalPages.map((page) => `/ta${page}`)]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(10);
    const sitemap = lines.find((line) => line.startsWith("Sitemap: "));
    expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
  });

  test("sitemap.xml is well-formed and lists every public page and product with absolute URLs", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const robots = await (await request.get("/robots.txt")).text();
    const origin = new URL(/Sitemap: (\S+)/.exec(robots)![1]!).origin;

    // Parse with the browser's XML parser: a parse error means the document is not well-formed.
    await page.goto("about:blank");
    const parsed = await page.evaluate(
      ({ text, ns }) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        if (doc.getElementsByTagName("parsererror").length > 0) return null;
        return {
          root: doc.documentElement.localName,
          namespace: doc.documentElement.namespaceURI,
          urls: [...doc.getElementsByTagNameNS(ns, "url")].map((url) => ({
            loc: url.getElementsByTagNameNS(ns, "loc")[0]?.textContent ?? "",
            lastmod: url.getElementsByTagNameNS(ns, "lastmod")[0]?.textContent ?? null,
            alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map(
              (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
            ),
          })),
        };
      },
      { text: xml, ns: sitemapNamespace },
    );
    expect(parsed, "sitemap.xml must be well-formed XML").not.toBeNull();
    expect(parsed!.root).toBe("urlset");
    expect(parsed!.namespace).toBe(sitemapNamespace);

    const { urls } = parsed!;
    for (const { loc } of urls) {
      expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      expect(() => new URL(loc)).not.toThrow();
    }
    const paths = urls.map(({ loc }) => new URL(loc).pathname);
    expect(new Set(paths).size).toBe(paths.length);

    const tamil = (path: string) => (path === "/" ? "/ta" : `/ta${path}`);
    for (const path of publicPages) expect(paths).toEqual(expect.arrayContaining([path, tamil(path)]));
    for (const slug of stockedCategories) {
      expect(paths).toEqual(expect.arrayContaining([`/shop/${slug}`, `/ta/shop/${slug}`]));
    }
    expect(paths).not.toContain("/shop/air-cooler");
    expect(paths).not.toContain("/shop/water-heater");
    for (const path of personalPages) expect(paths).not.toContain(path);
    for (const path of personalPages) expect(paths).not.toContain(tamil(path));

    const products = urls.filter(({ loc }) => /^\/products\/\d+$/.test(new URL(loc).pathname));
    expect(products.map(({ loc }) => new URL(loc).pathname)).toEqual(
      Array.from({ length: 12 }, (_, index) => `/products/${index + 1}`),
    );
    expect(paths.filter((path) => /^\/ta\/products\/\d+$/.test(path))).toHaveLength(12);
    for (const { loc, lastmod } of products) {
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
    }
    // Each page in both languages, each naming both and English as the default.
    expect(urls).toHaveLength(2 * (publicPages.length + stockedCategories.length + 12));
    for (const { loc, alternates } of urls) {
      const english = new URL(loc).pathname.replace(/^\/ta(?=\/|$)/, "") || "/";
      expect(alternates, loc).toEqual([
        `en-IN ${origin}${english}`,
        `ta ${origin}${tamil(english)}`,
        `x-default ${origin}${english}`,
      ]);
    }
  });

  test("every page in the sitemap answers", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of locs) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });
});
