import { listBrands } from "./brands.server";
import { keptPerCatalogueVersion } from "./kept-per-catalogue-version.server";
import { countProductsByCategory } from "./products.server";
import { catalogueVersion } from "./shop-query.server";

/**
 * What the home page shows of the catalogue: how many visible products each category holds, and every brand's
 * logo (no descriptions: they would only weigh down the page's HTML). Kept until the catalogue version moves.
 */
export const readHomeCatalogue = keptPerCatalogueVersion(async (db) => {
  // The version first: the counts and brands read after it are at least as new as it.
  const version = await catalogueVersion(db);
  const [counts, brands] = await Promise.all([countProductsByCategory(db), listBrands(db)]);
  return { version, counts, brands: brands.map(({ slug, name, logo }) => ({ slug, name, logo })) };
});
