import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import { testBackends } from "../../../tests/support/test-database";
import { listSitemapEntries, renderRobotsTxt, renderSitemapXml } from "./sitemap.server";

describe.each(testBackends())("sitemap entries on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  const paths = async () => (await listSitemapEntries(handle.db)).map((entry) => entry.path);

  it("lists every product and every category that holds products", async () => {
    const all = await paths();
    expect(all.filter((path) => path.startsWith("/products/"))).toHaveLength(12);
    expect(all).toContain("/shop/fan");
    expect(all).not.toContain("/shop/air-cooler");
  });

  it("leaves hidden products out, and a category whose products are all hidden", async () => {
    await handle.db
      .update(products)
      .set({ hidden: true })
      .where(inArray(products.id, [11, 12, 3]));
    try {
      const all = await paths();
      expect(all).not.toContain("/products/3");
      expect(all).not.toContain("/products/11");
      expect(all).toContain("/products/1");
      expect(all).not.toContain("/shop/fan");
      expect(all).toContain("/shop/tv");
    } finally {
      await handle.db
        .update(products)
        .set({ hidden: false })
        .where(inArray(products.id, [11, 12, 3]));
    }
    expect(await paths()).toContain("/products/3");
    const [row] = await handle.db.select().from(products).where(eq(products.id, 3));
    expect(row?.hidden).toBe(false);
  });
});

describe("the sitemap's XML", () => {
  const entries = [{ path: "/" }, { path: "/products/3", lastmod: new Date("2026-11-01T10:00:00Z") }];

  it("lists each page in English and Tamil, each naming both and English as the default", () => {
    const xml = renderSitemapXml("https://shop.example", entries, ["en", "ta"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://shop.example/ta/products/3</loc>");
    expect(xml).toContain("<loc>https://shop.example/ta</loc>");
    const tamilProduct = xml
      .split("<url>")
      .find((url) => url.includes("<loc>https://shop.example/ta/products/3<"));
    expect(tamilProduct).toContain('hreflang="en-IN" href="https://shop.example/products/3"');
    expect(tamilProduct).toContain('hreflang="ta" href="https://shop.example/ta/products/3"');
    expect(tamilProduct).toContain('hreflang="x-default" href="https://shop.example/products/3"');
    expect(tamilProduct).toContain("<lastmod>2026-11-01T10:00:00.000Z</lastmod>");
  });

  it("lists English alone without alternates when asked for one language", () => {
    const xml = renderSitemapXml("https://shop.example", entries, ["en"]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).not.toContain("xhtml");
    expect(xml).not.toContain("/ta");
  });

  it("keeps search engines off every language's personal pages", () => {
    const robots = renderRobotsTxt("https://shop.example");
    expect(robots).toContain("Disallow: /checkout\n");
    expect(robots).toContain("Disallow: /admin\n");
    expect(robots).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});
