import fs from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, brands, products } from "../../../db/schema";
import { sampleBrandGstin, wrongCheckGstin } from "../../../tests/support/sample-gstin";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { emptyShopFilters } from "../catalog/shop-filters";
import { queryShop, queryShopCached } from "../catalog/shop-query.server";
import type { SignedInStaff } from "../staff/guard.server";
import {
  brandLogoFiles,
  brandSlug,
  validateBrandForm,
  type BrandFormValues,
  type BrandInput,
} from "./brand-form.schema";
import { createBrand, listBrandsWithCounts, updateBrand } from "./brands-admin.server";

describe("brand form", () => {
  it("derives slugs from names", () => {
    expect(brandSlug("Blue Star")).toBe("blue-star");
    expect(brandSlug("  Crompton & Co. ")).toBe("crompton-co");
    expect(brandSlug("Électrolux")).toBe("electrolux");
  });

  it("offers exactly the logo files the site ships", () => {
    const folder = path.resolve("public/images/brands");
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".svg"))
      .map((name) => `/images/brands/${name}`)
      .sort();
    expect([...brandLogoFiles].sort()).toEqual(files);
  });

  it("checks the fields", () => {
    const result = validateBrandForm({
      name: " ",
      description: "x".repeat(601),
      descriptionTa: "த".repeat(601),
      logo: "/etc/passwd",
      isPartner: false,
      position: "-1",
      legalName: "",
      gstin: "",
      billingAddress: "",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "description",
      "descriptionTa",
      "logo",
      "name",
      "position",
    ]);
  });
});

const values: BrandFormValues = {
  name: "Bosch",
  description: "German engineering for your kitchen.",
  descriptionTa: "",
  logo: "/images/brands/whirlpool.svg",
  isPartner: false,
  position: "0",
  legalName: "",
  gstin: "",
  billingAddress: "",
};

describe("the brand's billing details", () => {
  const billing = {
    legalName: "  Bosch   Home Appliances India Private Limited ",
    gstin: "33aaacz0000a1z g",
    billingAddress: "12 Mount Road, Chennai 600002",
  };
  const errorsOf = (change: Partial<BrandFormValues>) => {
    const result = validateBrandForm({ ...values, ...change });
    return result.success ? {} : result.errors;
  };

  it("are all three or none, the GSTIN written as the GSTN prints it", () => {
    const saved = validateBrandForm({ ...values, ...billing });
    expect(saved.success && saved.data).toMatchObject({
      legalName: "Bosch Home Appliances India Private Limited",
      gstin: sampleBrandGstin,
      billingAddress: "12 Mount Road, Chennai 600002",
    });
    const none = validateBrandForm(values);
    expect(none.success && none.data).toMatchObject({ legalName: null, gstin: null, billingAddress: null });
    expect(errorsOf({ gstin: billing.gstin })).toEqual({
      legalName: "Enter the brand's legal name as its GST registration has it.",
      billingAddress: "Enter the address of that GST registration, with its PIN code.",
    });
    expect(errorsOf({ legalName: billing.legalName, billingAddress: billing.billingAddress })).toEqual({
      gstin: "Enter the GSTIN we invoice the brand's claims to.",
    });
  });

  it("refuse a GSTIN with a wrong check character, state code or shape", () => {
    expect(errorsOf({ ...billing, gstin: wrongCheckGstin }).gstin).toMatch(/last character does not match/);
    expect(errorsOf({ ...billing, gstin: "99AAACZ0000A1ZG" }).gstin).toMatch(/not a state's GST code/);
    expect(errorsOf({ ...billing, gstin: "33-AAACZ" }).gstin).toMatch(/15 characters/);
  });
});

function input(change: Partial<BrandFormValues> = {}): BrandInput {
  const result = validateBrandForm({ ...values, ...change });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe.each(testBackends())("back-office brands on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { seed: true }));
  });
  afterAll(() => handle?.close());

  const search = async (q: string) =>
    (await queryShop(handle.db, { ...emptyShopFilters, q })).products.map((product) => product.id);

  it("lists brands with product counts, partners first", async () => {
    const rows = await listBrandsWithCounts(handle.db);
    expect(rows[0]).toMatchObject({ slug: "godrej", isPartner: true });
    expect(rows.find((row) => row.slug === "samsung")).toMatchObject({ productCount: 2, hiddenCount: 0 });
    expect(rows.find((row) => row.slug === "blue-star")?.productCount).toBe(0);
  });

  it("adds a brand with a derived slug, audited, and refuses a duplicate", async () => {
    const result = await createBrand(handle.db, staff, input());
    expect(result).toMatchObject({ ok: true, brand: { slug: "bosch", name: "Bosch", isPartner: false } });
    expect(await createBrand(handle.db, staff, input({ name: "BOSCH" }))).toMatchObject({
      ok: false,
      status: 409,
      field: "name",
    });
    expect(
      await createBrand(handle.db, staff, input({ name: "Acme", logo: "/images/brands/acme.svg" })),
    ).toMatchObject({ ok: false, field: "logo" });
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "brand.create"));
    expect(entry).toMatchObject({ entityId: "bosch", before: null });
  });

  it("renames a brand: its products follow the new slug and are found by the new name", async () => {
    const filters = { ...emptyShopFilters, brands: ["hitachi"] };
    expect((await queryShopCached(handle.db, filters)).total).toBe(1);
    const result = await updateBrand(
      handle.db,
      staff,
      "hitachi",
      input({ name: "Hitachi Cooling", logo: "/images/brands/hitachi.svg", isPartner: true, position: "7" }),
    );
    expect(result).toMatchObject({
      ok: true,
      brand: { slug: "hitachi-cooling", isPartner: true, position: 7 },
    });
    const [product] = await handle.db.select().from(products).where(eq(products.id, 10));
    expect(product?.brandSlug).toBe("hitachi-cooling");
    expect(await search("hitachi cooling")).toEqual(["10"]);
    expect((await queryShopCached(handle.db, filters)).total).toBe(0);
    expect((await queryShopCached(handle.db, { ...filters, brands: ["hitachi-cooling"] })).total).toBe(1);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "brand.update"));
    expect(entry?.before).toMatchObject({ slug: "hitachi", name: "Hitachi" });
    expect(entry?.after).toMatchObject({ slug: "hitachi-cooling", name: "Hitachi Cooling" });
  });

  it("keeps a logo that is not in the list, refuses a rename onto another brand and an unknown slug", async () => {
    await handle.db.update(brands).set({ logo: "/images/brands/old-lg.svg" }).where(eq(brands.slug, "lg"));
    expect(
      await updateBrand(handle.db, staff, "lg", input({ name: "LG", logo: "/images/brands/old-lg.svg" })),
    ).toMatchObject({ ok: true, brand: { logo: "/images/brands/old-lg.svg" } });
    expect(
      await updateBrand(handle.db, staff, "lg", input({ name: "Samsung", logo: "/images/brands/lg.svg" })),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await updateBrand(handle.db, staff, "nope", input())).toMatchObject({ ok: false, status: 404 });
  });

  it("saves and clears who the brand's claims are invoiced to, audited", async () => {
    const billing = {
      legalName: "Voltas Limited",
      gstin: sampleBrandGstin,
      billingAddress: "12 Mount Road, Chennai 600002",
    };
    const logo = "/images/brands/voltas.svg";
    expect(
      await updateBrand(handle.db, staff, "voltas", input({ name: "Voltas", logo, ...billing })),
    ).toMatchObject({ ok: true, brand: billing });
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, "voltas"));
    expect(entry?.after).toMatchObject(billing);
    expect(await updateBrand(handle.db, staff, "voltas", input({ name: "Voltas", logo }))).toMatchObject({
      ok: true,
      brand: { legalName: null, gstin: null, billingAddress: null },
    });
    // the table refuses half a billing record and a malformed GSTIN, whatever writes it
    await expect(
      handle.db.update(brands).set({ gstin: sampleBrandGstin }).where(eq(brands.slug, "voltas")),
    ).rejects.toThrow();
    await expect(
      handle.db
        .update(brands)
        .set({ ...billing, gstin: "33aaacz0000a1zg" })
        .where(eq(brands.slug, "voltas")),
    ).rejects.toThrow();
  });
});
