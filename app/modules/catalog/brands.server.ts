import { asc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";

import type { BrandSummary } from "./product.schema";

const brandColumns = {
  slug: brands.slug,
  name: brands.name,
  logo: brands.logo,
  description: brands.description,
  isPartner: brands.isPartner,
  position: brands.position,
};

/** The authorised partners, in the order the Brands page shows them, described in the page's language. */
export async function listPartnerBrands(db: Database, locale: Locale = "en"): Promise<BrandSummary[]> {
  const rows = await db
    .select({ ...brandColumns, descriptionTa: brands.descriptionTa })
    .from(brands)
    .where(eq(brands.isPartner, true))
    .orderBy(asc(brands.position), asc(brands.name));
  return rows.map(({ descriptionTa, ...brand }) =>
    locale === "ta" && descriptionTa
      ? { ...brand, description: descriptionTa, descriptionInTamil: true as const }
      : brand,
  );
}

/** Every brand, alphabetically. */
export async function listBrands(db: Database): Promise<BrandSummary[]> {
  return db.select(brandColumns).from(brands).orderBy(asc(brands.name));
}
