import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, products } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { getProduct } from "../catalog/product-detail.server";
import { emptyShopFilters, type ShopFilters } from "../catalog/shop-filters";
import { queryShop, queryShopCached } from "../catalog/shop-query.server";
import type { SignedInStaff } from "../staff/guard.server";
import { validateProductForm, type ProductFormValues, type ProductInput } from "./product-form.schema";
import {
  createProduct,
  getProductForEdit,
  listAdminProducts,
  parseAdminProductFilters,
  setProductHidden,
  setProductStock,
  updateProduct,
} from "./products-admin.server";

const form: ProductFormValues = {
  title: "Crompton Aura Prime 1200 mm BLDC Ceiling Fan",
  brandSlug: "crompton",
  category: "fan",
  mrp: "5,000",
  price: "3,765",
  rating: "4.1",
  reviewsCount: "37",
  description: "A quiet ceiling fan with a remote.",
  features: ["Remote control", "28 W"],
  featuresTa: ["ரிமோட் கண்ட்ரோல்"],
  tags: ["bldc", "remote"],
  specs: [
    { label: "Model number", value: "AURA-PRIME-48", labelTa: "" },
    { label: "Sweep", value: "1200 mm", labelTa: "இறக்கை அளவு" },
  ],
  capacity: "1200 mm",
  gtin: "",
  energyRating: "5",
  stock: "12",
  hidden: false,
  installation: "none",
  installationCharge: "0",
  warrantyMonths: "24",
  warrantyNote: "",
  hsnCode: "",
  gstRate: "18",
  makerRole: "manufacturer",
  makerName: "Crompton Greaves Consumer Electricals Ltd.",
  makerAddress: "Equinox Business Park, Kurla (West), Mumbai 400070",
  countryOfOrigin: "IN",
  netQuantity: "1",
  netQuantityUnit: "N",
  consumerCare: "1800 419 0505",
  madeIn: "2026-06",
};

function input(change: Partial<ProductFormValues> = {}): ProductInput {
  const result = validateProductForm({ ...form, ...change });
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe.each(testBackends())("back-office products on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { seed: true }));
  });
  afterAll(() => handle?.close());

  const search = async (q: string) =>
    (await queryShop(handle.db, { ...emptyShopFilters, q })).products.map((product) => product.id);
  const auditRows = (entityId: number, action: string) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));

  it("creates a product with a derived price, its search text and an audit entry", async () => {
    const result = await createProduct(handle.db, staff, input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const product = result.product;
    // 3,765 of 5,000 is 24.7% off: 25% off gives ₹3,750, and that is what is stored and shown.
    expect(product).toMatchObject({
      pricePaise: 375_000,
      mrpPaise: 500_000,
      discountPct: 25,
      stock: 12,
      hidden: false,
      image: "/images/products/category-fan.svg",
      images: [],
      energyRating: 5,
      // a blank HSN code is the category's
      hsnCode: "841451",
      gstRatePct: 18,
      // the Tamil highlights and a Tamil label are kept beside the English
      featuresTa: ["ரிமோட் கண்ட்ரோல்"],
      specs: [
        { label: "Model number", value: "AURA-PRIME-48" },
        { label: "Sweep", value: "1200 mm", labelTa: "இறக்கை அளவு" },
      ],
    });
    expect(product.searchText).toContain(" crompton ");
    expect(await search("aura prime")).toEqual([String(product.id)]);
    expect(await search("AURA-PRIME-48")).toEqual([String(product.id)]);
    const page = await getProduct(handle.db, product.id);
    expect(page?.pricePaise).toBe(375_000);
    const [entry] = await auditRows(product.id, "product.create");
    expect(entry).toMatchObject({ userId: staff.id, entity: "product", before: null });
    expect(entry?.after).toMatchObject({ pricePaise: 375_000, title: form.title });
  });

  it("edits every field, refreshes the search text and keeps before and after", async () => {
    const result = await updateProduct(
      handle.db,
      staff,
      1,
      input({
        title: "Samsung 43 inch Crystal Vision TV",
        brandSlug: "samsung",
        category: "tv",
        mrp: "47900",
        price: "30000",
        tags: ["vision"],
        specs: [{ label: "Model number", value: "UA43NEW", labelTa: "" }],
        stock: "4",
        energyRating: "",
      }),
    );
    expect(result.ok).toBe(true);
    const [row] = await handle.db.select().from(products).where(eq(products.id, 1));
    // 30,000 of 47,900 is 37.4% off: 37% gives ₹30,177.
    expect(row).toMatchObject({ pricePaise: 3_017_700, discountPct: 37, stock: 4, energyRating: null });
    expect(await search("crystal vision")).toEqual(["1"]);
    expect(await search("UA43NEW")).toEqual(["1"]);
    expect(await search("UA43CUE60AKLXL")).toEqual([]);
    const [entry] = await auditRows(1, "product.update");
    expect(entry?.before).toMatchObject({ pricePaise: 3_209_300, stock: 8, discountPct: 33 });
    expect(entry?.after).toMatchObject({ pricePaise: 3_017_700, stock: 4, discountPct: 37 });
  });

  it("saves what a product needs after delivery, its charge and warranty, audited", async () => {
    const result = await updateProduct(
      handle.db,
      staff,
      5,
      input({
        title: "Voltas 1 Ton 3 Star Inverter Split AC",
        brandSlug: "voltas",
        category: "ac",
        mrp: "54990",
        price: "30245",
        installation: "installation",
        installationCharge: "1,999",
        warrantyMonths: "12",
        warrantyNote: "10 years on the compressor",
      }),
    );
    expect(result.ok).toBe(true);
    const [row] = await handle.db.select().from(products).where(eq(products.id, 5));
    expect(row).toMatchObject({
      installation: "installation",
      installationChargePaise: 199_900,
      warrantyMonths: 12,
      warrantyNote: "10 years on the compressor",
    });
    const [entry] = await auditRows(5, "product.update");
    expect(entry?.before).toMatchObject({
      installationChargePaise: 149_900,
      warrantyNote: "5 years on the compressor",
    });
    expect(entry?.after).toMatchObject({
      installationChargePaise: 199_900,
      warrantyNote: "10 years on the compressor",
    });

    // no visit, no charge: a charge typed for a product without installation is not kept
    await updateProduct(
      handle.db,
      staff,
      5,
      input({
        title: "Voltas 1 Ton 3 Star Inverter Split AC",
        mrp: "54990",
        price: "30245",
        brandSlug: "voltas",
        category: "ac",
        installation: "none",
        installationCharge: "500",
      }),
    );
    const [after] = await handle.db.select().from(products).where(eq(products.id, 5));
    expect(after).toMatchObject({ installation: "none", installationChargePaise: 0 });
  });

  it("saves the HSN code and GST rate the invoice lines print, audited", async () => {
    const result = await updateProduct(
      handle.db,
      staff,
      5,
      input({
        title: "Voltas 1 Ton 3 Star Inverter Split AC",
        brandSlug: "voltas",
        category: "ac",
        mrp: "54990",
        price: "30245",
        installation: "installation",
        installationCharge: "1,999",
        warrantyNote: "10 years on the compressor",
        hsnCode: "8415 10 10",
        gstRate: "40",
      }),
    );
    expect(result.ok).toBe(true);
    const [row] = await handle.db.select().from(products).where(eq(products.id, 5));
    expect(row).toMatchObject({ hsnCode: "84151010", gstRatePct: 40 });
    const [entry] = await auditRows(5, "product.update").orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.before).toMatchObject({ hsnCode: "841510", gstRatePct: 18 });
    expect(entry?.after).toMatchObject({ hsnCode: "84151010", gstRatePct: 40 });
  });

  it("shows an edited price in the very next cached shop page", async () => {
    const filters: ShopFilters = { ...emptyShopFilters, categories: ["tv"] };
    const before = await queryShopCached(handle.db, filters);
    const price = (result: typeof before) =>
      result.products.find((product) => product.id === "2")?.pricePaise;
    expect(price(before)).toBe(4_199_400);
    const result = await updateProduct(
      handle.db,
      staff,
      2,
      input({ brandSlug: "lg", category: "tv", mrp: "69990", price: "39990" }),
    );
    expect(result.ok).toBe(true);
    const after = await queryShopCached(handle.db, filters);
    // 39,990 of 69,990 is 42.9% off: 43% gives ₹39,894.
    expect(price(after)).toBe(3_989_400);
  });

  it("refuses an unknown brand and an unknown product without changing anything", async () => {
    expect(await updateProduct(handle.db, staff, 3, input({ brandSlug: "acme" }))).toMatchObject({
      ok: false,
      status: 422,
      field: "brandSlug",
    });
    expect(await updateProduct(handle.db, staff, 99_999, input())).toMatchObject({ ok: false, status: 404 });
    expect(await createProduct(handle.db, staff, input({ brandSlug: "acme" }))).toMatchObject({ ok: false });
    expect((await getProductForEdit(handle.db, 3))?.brandSlug).toBe("haier");
  });

  it("updates stock alone, audited, and refuses figures out of range", async () => {
    const result = await setProductStock(handle.db, staff, 8, 7);
    expect(result).toEqual({ ok: true, id: 8, stock: 7, hidden: false });
    expect((await getProduct(handle.db, 8))?.inStock).toBe(true);
    const [entry] = await auditRows(8, "product.stock");
    expect(entry).toMatchObject({ before: { stock: 0 }, after: { stock: 7 } });
    expect(await setProductStock(handle.db, staff, 8, 100_001)).toMatchObject({ ok: false, status: 422 });
    expect(await setProductStock(handle.db, staff, 8, -1)).toMatchObject({ ok: false, status: 422 });
    expect(await setProductStock(handle.db, staff, 99_999, 3)).toMatchObject({ ok: false, status: 404 });
    expect((await getProductForEdit(handle.db, 8))?.stock).toBe(7);
  });

  it("hides a product from the shop and shows it again", async () => {
    expect(await setProductHidden(handle.db, staff, 9, true)).toMatchObject({ ok: true, hidden: true });
    expect(await getProduct(handle.db, 9)).toBeNull();
    expect(await search("godrej")).not.toContain("9");
    expect((await getProductForEdit(handle.db, 9))?.hidden).toBe(true);
    const shown = await listAdminProducts(handle.db, {
      ...parseAdminProductFilters(new URLSearchParams()),
      q: "godrej",
    });
    expect(shown.rows.map((row) => row.id)).not.toContain(9);
    const all = await listAdminProducts(
      handle.db,
      parseAdminProductFilters(new URLSearchParams("q=godrej&hidden=show")),
    );
    expect(all.rows.find((row) => row.id === 9)?.hidden).toBe(true);
    expect(await setProductHidden(handle.db, staff, 9, false)).toMatchObject({ ok: true, hidden: false });
    expect((await getProduct(handle.db, 9))?.id).toBe("9");
    expect((await auditRows(9, "product.hide")).length).toBe(1);
    expect((await auditRows(9, "product.show")).length).toBe(1);
  });

  it("lists by title or brand, by category, and low stock first", async () => {
    const list = (query: string) =>
      listAdminProducts(handle.db, parseAdminProductFilters(new URLSearchParams(query)));
    expect((await list("q=samsung")).rows.map((row) => row.id)).toEqual([1, 8]);
    expect((await list("q=inverter split")).rows.map((row) => row.id)).toEqual([4, 5, 6]);
    expect((await list("category=fan")).rows.map((row) => row.id).slice(0, 2)).toEqual([11, 12]);
    const lowFirst = (await list("sort=low-stock")).rows;
    expect(lowFirst[0]?.stock).toBeLessThanOrEqual(lowFirst[1]!.stock);
    expect(lowFirst.map((row) => row.stock)).toEqual(
      [...lowFirst.map((row) => row.stock)].sort((a, b) => a - b),
    );
    expect((await list("q=100%_")).rows).toEqual([]);
    expect((await list("page=abc")).page).toBe(1);
  });
});
