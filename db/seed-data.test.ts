import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { effectiveUnitPricePaise } from "../app/lib/money";
import { categoryTax } from "../app/lib/tax-codes";
import { seedBrands, seedProducts } from "./seed-data";

const publicDir = fileURLToPath(new URL("../public", import.meta.url));

const priceBands = [
  { name: "under ₹10,000", min: 0, max: 9_999 },
  { name: "₹10,000 to ₹19,999", min: 10_000, max: 19_999 },
  { name: "₹20,000 to ₹39,999", min: 20_000, max: 39_999 },
  { name: "₹40,000 to ₹69,999", min: 40_000, max: 69_999 },
  { name: "₹70,000 and above", min: 70_000, max: 1_000_000 },
];

const brandFilterSlugs = [
  "samsung",
  "lg",
  "whirlpool",
  "godrej",
  "haier",
  "hitachi",
  "voltas",
  "daikin",
  "blue-star",
  "crompton",
  "havells",
  "bajaj",
];

const shopCategories = ["tv", "ac", "washing-machine", "refrigerator", "fan"];

describe("seed products", () => {
  it("holds exactly 12 products with ids 1 to 12", () => {
    expect(seedProducts.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("has Tamil highlights as many as the English ones, a Tamil label on every specification, and Tamil brand descriptions", () => {
    for (const product of seedProducts) {
      expect(product.featuresTa?.length, product.title).toBe(product.features?.length);
      for (const text of product.featuresTa ?? []) expect(text, product.title).toMatch(/[\u0B80-\u0BFF]/);
      for (const row of product.specs ?? [])
        expect(row.labelTa, `${product.title}: ${row.label}`).toBeTruthy();
    }
    for (const brand of seedBrands.filter((one) => one.description)) {
      expect(brand.descriptionTa, brand.name).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it("declares its maker, origin, net quantity and consumer care as Legal Metrology asks (decision 037)", () => {
    for (const product of seedProducts) {
      expect(product.makerRole, product.title).toMatch(/^(manufacturer|packer|importer)$/);
      expect(product.makerName, product.title).toBeTruthy();
      expect(product.makerAddress, product.title).toMatch(/\b\d{6}$/);
      expect(product.countryOfOrigin, product.title).toMatch(/^[A-Z]{2}$/);
      expect(product.netQuantity, product.title).toBe(1);
      expect(product.consumerCare, product.title).toMatch(/^1800[\d ]+$/);
    }
    expect(
      seedProducts.filter((product) => product.countryOfOrigin !== "IN").map((p) => p.makerRole),
    ).toEqual(["importer"]);
  });

  it("carries its category's HSN code and GST rate (decision 030)", () => {
    for (const product of seedProducts) {
      expect({ hsnCode: product.hsnCode, gstRatePct: product.gstRatePct }).toEqual(
        categoryTax(product.category),
      );
    }
  });

  it("lists every price as the effective unit price of MRP and discount", () => {
    for (const product of seedProducts) {
      const priced = {
        pricePaise: product.pricePaise,
        mrpPaise: product.mrpPaise ?? null,
        discountPct: product.discountPct ?? 0,
      };
      expect(product.pricePaise, product.title).toBe(effectiveUnitPricePaise(priced));
      expect(product.pricePaise % 100, product.title).toBe(0);
      if (priced.discountPct === 0) expect([null, product.pricePaise]).toContain(priced.mrpPaise);
      else expect(priced.mrpPaise, product.title).toBeGreaterThan(product.pricePaise);
    }
  });

  it("covers every price band of the shop filter", () => {
    for (const band of priceBands) {
      const inBand = seedProducts.filter((product) => {
        const rupees = product.pricePaise / 100;
        return rupees >= band.min && rupees <= band.max;
      });
      expect(inBand.length, band.name).toBeGreaterThan(0);
    }
  });

  it("has at least two products in each shop category and no others", () => {
    for (const category of shopCategories) {
      expect(seedProducts.filter((product) => product.category === category).length).toBeGreaterThanOrEqual(
        2,
      );
    }
    for (const product of seedProducts) expect(shopCategories).toContain(product.category);
  });

  it("has an out-of-stock product and a product without a description", () => {
    expect(seedProducts.some((product) => product.stock === 0)).toBe(true);
    expect(seedProducts.some((product) => product.description === null)).toBe(true);
  });

  it("rates products between 3 and 5, with both 3.x and 4.x ratings", () => {
    const ratings = seedProducts.map((product) => product.rating ?? 0);
    for (const rating of ratings) {
      expect(rating).toBeGreaterThanOrEqual(3);
      expect(rating).toBeLessThanOrEqual(5);
    }
    expect(ratings.some((rating) => rating >= 3 && rating < 4)).toBe(true);
    expect(ratings.some((rating) => rating >= 4 && rating < 5)).toBe(true);
    expect(ratings).toContain(4);
  });

  it("gives each product 4 to 6 features and 6 to 10 spec rows", () => {
    for (const product of seedProducts) {
      expect(product.features?.length, product.title).toBeGreaterThanOrEqual(4);
      expect(product.features?.length, product.title).toBeLessThanOrEqual(6);
      expect(product.specs?.length, product.title).toBeGreaterThanOrEqual(6);
      expect(product.specs?.length, product.title).toBeLessThanOrEqual(10);
    }
  });

  it("uses only brands of the brand filter that exist in the seed brands", () => {
    const slugs = new Set(seedBrands.map((brand) => brand.slug));
    for (const product of seedProducts) {
      expect(slugs.has(product.brandSlug), product.brandSlug).toBe(true);
      expect(brandFilterSlugs).toContain(product.brandSlug);
    }
  });
});

describe("seed brands", () => {
  it("holds every brand of the brand filter plus Panasonic", () => {
    expect(seedBrands.map((brand) => brand.slug).sort()).toEqual([...brandFilterSlugs, "panasonic"].sort());
  });

  it("marks six partners in the order of the Brands page", () => {
    const partners = seedBrands
      .filter((brand) => brand.isPartner)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    expect(partners.map((brand) => brand.name)).toEqual([
      "Godrej",
      "Voltas",
      "Blue Star",
      "Panasonic",
      "Samsung",
      "LG",
    ]);
    expect(partners.map((brand) => brand.position)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const partner of partners) expect(partner.description?.length ?? 0).toBeGreaterThan(60);
  });
});

describe("seed images", () => {
  const referenced = [
    ...seedBrands.map((brand) => brand.logo),
    ...seedProducts.flatMap((product) => [product.image, ...(product.images ?? [])]),
  ];

  it("references only files that exist under public/", () => {
    for (const src of referenced) {
      expect(src.startsWith("/images/"), src).toBe(true);
      expect(fs.existsSync(path.join(publicDir, src)), src).toBe(true);
    }
  });

  it("gives each product its main image first and two more views", () => {
    for (const product of seedProducts) {
      expect(product.images?.[0]).toBe(product.image);
      expect(new Set(product.images).size).toBe(3);
    }
  });
});
