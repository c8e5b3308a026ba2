import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testBackends } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../../db/client.server";
import { products as productsTable } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import tamil from "~/modules/catalog/texts/ta/product";
import { listPartnerBrands } from "./brands.server";
import {
  deliveryByLabel,
  getProduct,
  getProductsByIds,
  listRelated,
  parseProductId,
  parseProductIdList,
  warrantyLabel,
} from "./product-detail.server";

describe("parseProductId", () => {
  it.each([
    ["1", 1],
    ["12", 12],
    ["2147483647", 2147483647],
  ])("reads %s", (value, id) => expect(parseProductId(value)).toBe(id));

  it.each(["abc", "1.5", "0", "01", "-3", "1e3", " 1", "", "2147483648", "99999999999", undefined, null])(
    "rejects %s",
    (value) => expect(parseProductId(value)).toBeNull(),
  );
});

describe("parseProductIdList", () => {
  it("keeps valid ids in order, without repeats, up to the limit", () => {
    expect(parseProductIdList("9, 1,abc,1,1.5,,5,7,3", 4)).toEqual([9, 1, 5, 7]);
  });

  it("reads a missing or empty list as none", () => {
    expect(parseProductIdList(null, 4)).toEqual([]);
    expect(parseProductIdList("", 4)).toEqual([]);
  });
});

describe("deliveryByLabel", () => {
  it("is the delivery promise's last day, as 'Thu, 10 Dec'", () => {
    // 20 Nov 2026, 20:00 UTC is already 21 Nov in India.
    expect(deliveryByLabel(new Date("2026-11-20T20:00:00Z"))).toBe("Thu, 10 Dec");
  });

  it("names the day in Tamil on Tamil pages", () => {
    expect(deliveryByLabel(new Date("2026-11-20T20:00:00Z"), "ta")).toMatch(/^10 டிச\., /);
  });
});

describe("warrantyLabel", () => {
  it("gives appliances a year and accessories six months", () => {
    expect(warrantyLabel({ category: "tv", tags: [] })).toBe("1 Year Manufacturer Warranty");
    expect(warrantyLabel({ category: "accessories", tags: [] })).toBe("6 Months Warranty");
    expect(warrantyLabel({ category: "fan", tags: ["accessory"] })).toBe("6 Months Warranty");
  });

  it("counts months and years, in the language given", () => {
    expect(warrantyLabel({ category: "ac", tags: [], warrantyMonths: 24 })).toBe(
      "2 Years Manufacturer Warranty",
    );
    expect(warrantyLabel({ category: "ac", tags: [], warrantyMonths: 18 })).toBe(
      "18 Months Manufacturer Warranty",
    );
    expect(warrantyLabel({ category: "tv", tags: [], warrantyMonths: 24 }, tamil)).toBe(
      "2 ஆண்டு உற்பத்தியாளர் உத்தரவாதம்",
    );
  });
});

describe.each(testBackends())("product detail queries on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
    await seedIfEmpty(handle.db);
  });
  afterAll(() => handle.close());

  it("reads a product with its brand, pictures, specs and features", async () => {
    const product = await getProduct(handle.db, 1);
    expect(product).toMatchObject({
      id: "1",
      brand: "Samsung",
      brandSlug: "samsung",
      category: "tv",
      inStock: true,
      images: ["/images/products/1.svg", "/images/products/1-side.svg", "/images/products/1-detail.svg"],
    });
    expect(product?.specs.length).toBeGreaterThan(0);
    expect(product?.features.length).toBeGreaterThan(0);
  });

  it("sends a Tamil page the Tamil highlights and labels staff wrote, and the English where they wrote none", async () => {
    const english = await getProduct(handle.db, 1);
    const tamil = await getProduct(handle.db, 1, "ta");
    expect(english?.featuresInTamil).toBe(false);
    expect(english?.features[0]).toBe("Crystal Processor 4K with PurColor");
    expect(english?.specs.every((row) => !("labelInTamil" in row) && !("labelTa" in row))).toBe(true);
    expect(tamil?.featuresInTamil).toBe(true);
    expect(tamil?.features[0]).toBe("PurColor உடன் Crystal Processor 4K");
    expect(tamil?.specs[0]).toEqual({
      label: "மாடல் எண்",
      value: english?.specs[0]?.value,
      labelInTamil: true,
    });

    const [row] = await handle.db.select().from(productsTable).where(eq(productsTable.id, 1));
    await handle.db
      .update(productsTable)
      .set({ featuresTa: [], specs: row!.specs.map(({ label, value }) => ({ label, value })) })
      .where(eq(productsTable.id, 1));
    try {
      const untranslated = await getProduct(handle.db, 1, "ta");
      expect(untranslated?.featuresInTamil).toBe(false);
      expect(untranslated?.features).toEqual(english?.features);
      expect(untranslated?.specs).toEqual(english?.specs);
    } finally {
      await handle.db
        .update(productsTable)
        .set({ featuresTa: row!.featuresTa, specs: row!.specs })
        .where(eq(productsTable.id, 1));
    }
  });

  it("describes the partner brands in Tamil on Tamil pages", async () => {
    const [english] = await listPartnerBrands(handle.db);
    const [tamilBrand] = await listPartnerBrands(handle.db, "ta");
    expect(english?.descriptionInTamil).toBeUndefined();
    expect(english?.description).toMatch(/^We sell Godrej/);
    expect(tamilBrand?.descriptionInTamil).toBe(true);
    expect(tamilBrand?.description).toMatch(/^Godrej ஃப்ரிட்ஜ்கள்/);
  });

  it("gives null for an unknown id", async () => {
    expect(await getProduct(handle.db, 999)).toBeNull();
  });

  it("reads a missing description as null and stock 0 as out of stock", async () => {
    expect((await getProduct(handle.db, 12))?.description).toBeNull();
    expect((await getProduct(handle.db, 8))?.inStock).toBe(false);
  });

  it("lists up to 4 others of the same category", async () => {
    const related = await listRelated(handle.db, { id: "1", category: "tv" });
    expect(related.map((product) => product.id)).toEqual(["2", "3"]);
    const capped = await listRelated(handle.db, { id: "1", category: "tv" }, 1);
    expect(capped).toHaveLength(1);
  });

  it("reads products by id in the order given, leaving unknown ids out", async () => {
    const products = await getProductsByIds(handle.db, [9, 999, 1, 5]);
    expect(products.map((product) => product.id)).toEqual(["9", "1", "5"]);
    expect(products[0]?.specs.length).toBeGreaterThan(0);
    expect(await getProductsByIds(handle.db, [])).toEqual([]);
  });

  it("treats a hidden product as unknown on its page, in related lists and in lists by id", async () => {
    await handle.db.update(productsTable).set({ hidden: true }).where(eq(productsTable.id, 2));
    try {
      expect(await getProduct(handle.db, 2)).toBeNull();
      const related = await listRelated(handle.db, { id: "1", category: "tv" });
      expect(related.map((product) => product.id)).toEqual(["3"]);
      const byIds = await getProductsByIds(handle.db, [2, 1]);
      expect(byIds.map((product) => product.id)).toEqual(["1"]);
    } finally {
      await handle.db.update(productsTable).set({ hidden: false }).where(eq(productsTable.id, 2));
    }
    expect((await getProduct(handle.db, 2))?.id).toBe("2");
  });
});
