import { asc, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands, products, type Brand } from "../../../db/schema";
import { refreshSearchText } from "../catalog/search.server";
import type { SignedInStaff } from "../staff/guard.server";
import { recordAudit } from "../staff/audit.server";
import { brandLogoFiles, brandSlug, type BrandFormField, type BrandInput } from "./brand-form.schema";

export type AdminBrandRow = Brand & { productCount: number; hiddenCount: number };

/** Every brand with how many products it has (and how many of those are hidden), partners first. */
export async function listBrandsWithCounts(db: Database): Promise<AdminBrandRow[]> {
  const rows = await db
    .select({
      brand: brands,
      productCount: sql<number>`count(${products.id})::int`,
      hiddenCount: sql<number>`(count(${products.id}) FILTER (WHERE ${products.hidden}))::int`,
    })
    .from(brands)
    .leftJoin(products, eq(products.brandSlug, brands.slug))
    .groupBy(brands.slug)
    .orderBy(sql`${brands.isPartner} DESC`, asc(brands.position), asc(brands.name));
  return rows.map((row) => ({
    ...row.brand,
    productCount: Number(row.productCount),
    hiddenCount: Number(row.hiddenCount),
  }));
}

export type SaveBrandResult =
  | { ok: true; brand: Brand }
  | { ok: false; status: 404 | 409 | 422; field?: BrandFormField; message: string };

function auditedBrand(brand: Brand): Record<string, unknown> {
  return {
    slug: brand.slug,
    name: brand.name,
    description: brand.description,
    descriptionTa: brand.descriptionTa,
    logo: brand.logo,
    isPartner: brand.isPartner,
    position: brand.position,
    legalName: brand.legalName,
    gstin: brand.gstin,
    billingAddress: brand.billingAddress,
  };
}

async function nameTaken(
  db: Pick<Database, "select">,
  input: BrandInput,
  exceptSlug: string | null,
): Promise<boolean> {
  const slug = brandSlug(input.name);
  const rows = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(sql`(${brands.slug} = ${slug} OR lower(${brands.name}) = lower(${input.name}))`);
  return rows.some((row) => row.slug !== exceptSlug);
}

const taken = {
  ok: false,
  status: 409,
  field: "name",
  message: "There is already a brand with that name.",
} as const;

const badLogo = { ok: false, status: 422, field: "logo", message: "Choose a logo from the list." } as const;

export async function createBrand(
  db: Database,
  user: SignedInStaff,
  input: BrandInput,
): Promise<SaveBrandResult> {
  if (!brandLogoFiles.includes(input.logo)) return badLogo;
  const result = await db.transaction(async (tx): Promise<SaveBrandResult> => {
    if (await nameTaken(tx, input, null)) return taken;
    const [brand] = await tx
      .insert(brands)
      .values({ ...input, slug: brandSlug(input.name) })
      .returning();
    await recordAudit(tx, user, {
      action: "brand.create",
      entity: "brand",
      entityId: brand!.slug,
      before: null,
      after: auditedBrand(brand!),
    });
    return { ok: true, brand: brand! };
  });
  return result;
}

/**
 * Saves a brand. A new name gives a new slug; the products follow it (the foreign key cascades) and
 * their search text is rebuilt in the same transaction.
 */
export async function updateBrand(
  db: Database,
  user: SignedInStaff,
  slug: string,
  input: BrandInput,
): Promise<SaveBrandResult> {
  const result = await db.transaction(async (tx): Promise<SaveBrandResult> => {
    const [before] = await tx.select().from(brands).where(eq(brands.slug, slug)).for("update");
    if (!before) return { ok: false, status: 404, message: "There is no brand with that slug." };
    if (input.logo !== before.logo && !brandLogoFiles.includes(input.logo)) return badLogo;
    if (await nameTaken(tx, input, slug)) return taken;
    const newSlug = brandSlug(input.name);
    const [after] = await tx
      .update(brands)
      .set({ ...input, slug: newSlug, updatedAt: sql`now()` })
      .where(eq(brands.slug, slug))
      .returning();
    if (before.name !== after!.name || before.slug !== after!.slug) {
      const ids = await tx.select({ id: products.id }).from(products).where(eq(products.brandSlug, newSlug));
      if (ids.length > 0) {
        await refreshSearchText(
          tx,
          ids.map((row) => row.id),
        );
      }
    }
    await recordAudit(tx, user, {
      action: "brand.update",
      entity: "brand",
      entityId: after!.slug,
      before: auditedBrand(before),
      after: auditedBrand(after!),
    });
    return { ok: true, brand: after! };
  });
  return result;
}
