import { asc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { brands } from "../../../db/schema";

export type PartnerBrand = {
  slug: string;
  name: string;
  description: string | null;
  logo: string;
};

/** The dealer's partner brands, in the order the dealer set. */
export async function listPartnerBrands(db: Database): Promise<PartnerBrand[]> {
  return db
    .select({ slug: brands.slug, name: brands.name, description: brands.description, logo: brands.logo })
    .from(brands)
    .where(eq(brands.isPartner, true))
    .orderBy(asc(brands.position), asc(brands.name));
}
