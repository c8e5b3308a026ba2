import { catalogueVersion } from "~/modules/catalog/shop-query.server";
import { searchSuggestions } from "~/modules/catalog/search.server";

import type { Route } from "./+types/search-suggestions";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/** Changes with every start of the shop, so a new build's suggestions are never answered from an old one's. */
const startedAt = Date.now().toString(36);

/**
 * GET /api/search-suggestions?q=... → { products: [{ id, title, brand, image, pricePaise }], categories:
 * [{ slug, name }] }: up to 6 products and 3 categories. A missing, empty or over-long q gives empty lists.
 *
 * The browser keeps an answer but asks again each time (`no-cache`); its tag is the catalogue's version, so
 * while nothing changed the answer is a 304 without a search, and a product staff hide or change is gone
 * from the next suggestion, as it is from the shop.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tag = `W/"${await catalogueVersion(context.db)}-${startedAt}"`;
  const headers = { "Cache-Control": "no-cache", ETag: tag, Vary: "Accept-Encoding" };
  if (request.headers.get("If-None-Match") === tag) return new Response(null, { status: 304, headers });
  const query = new URL(request.url).searchParams.get("q");
  return Response.json(await searchSuggestions(context.db, query), { headers });
}
