import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { products } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed.server";
import { renderPage, textOf } from "../support/route-page";
import { testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";
import * as productPage from "../../app/routes/store/product";

const [pglite] = testBackends();

type JsonLd = {
  "@type": string;
  mpn?: string;
  gtin?: string;
  countryOfOrigin?: unknown;
  manufacturer?: unknown;
};
const productJsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((match) => JSON.parse(match[1] ?? "[]") as JsonLd | JsonLd[])
    .find((item) => item["@type"] === "Product");

describe("/products/:id below the browser, in English and Tamil", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await pglite!.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle?.close());

  const render = (path: string) =>
    renderPage(productPage, {
      path,
      pattern: path.startsWith("/ta") ? "/ta/products/:id" : "/products/:id",
      params: { id: "1" },
      context: testContext(handle.db),
    });

  it("names the model, and the barcode number once staff enter it, in both languages' structured data", async () => {
    const before = productJsonLd((await render("/products/1")).html);
    expect(before?.mpn).toBe("UA43CUE60AKLXL");
    expect(before).not.toHaveProperty("gtin");

    await handle.db.update(products).set({ gtin: "8801643123451" }).where(eq(products.id, 1));
    for (const path of ["/products/1", "/ta/products/1"]) {
      const data = productJsonLd((await render(path)).html);
      expect(data, path).toMatchObject({ mpn: "UA43CUE60AKLXL", gtin: "8801643123451" });
    }
  });

  it("shows a Tamil page the catalogue's Tamil, and an English page none of it", async () => {
    const tamil = textOf((await render("/ta/products/1")).html);
    expect(tamil).toContain("PurColor உடன் Crystal Processor 4K");
    expect(tamil).toContain("மாடல் எண்");
    const english = (await render("/products/1")).html;
    expect(english).not.toMatch(/[\u0B80-\u0BFF]/);
  });

  it("declares the maker, origin, net quantity, MRP with all taxes and consumer care, in both languages", async () => {
    const english = textOf((await render("/products/1")).html);
    expect(english).toContain("Product declarations");
    expect(english).toContain(
      "Manufactured by Samsung India Electronics Pvt. Ltd., 6th Floor, DLF Centre, Sansad Marg, New Delhi 110001",
    );
    expect(english).toContain("Country of origin India");
    expect(english).toContain("Net quantity 1 N (number)");
    expect(english).toContain("MRP (inclusive of all taxes) ₹47,900");
    expect(english).toContain("Month and year of manufacture September 2026");
    expect(english).toContain("Consumer care 1800 40 7267864");
    const data = productJsonLd((await render("/products/1")).html);
    expect(data).toMatchObject({
      countryOfOrigin: { "@type": "Country", name: "India" },
      manufacturer: { "@type": "Organization", name: "Samsung India Electronics Pvt. Ltd." },
    });

    const tamil = textOf((await render("/ta/products/1")).html);
    expect(tamil).toContain("பிறப்பிட நாடு இந்தியா");
    expect(tamil).toContain("உற்பத்தியாளர் Samsung India Electronics Pvt. Ltd.");
    expect(tamil).toContain("நிகர அளவு 1 N (எண்ணிக்கை)");

    // a product staff have not declared yet says so rather than showing half the facts
    await handle.db.update(products).set({ makerName: null }).where(eq(products.id, 1));
    const pending = textOf((await render("/products/1")).html);
    expect(pending).toContain("We are adding the manufacturer's details.");
    expect(pending).not.toContain("Country of origin");
  });
});
