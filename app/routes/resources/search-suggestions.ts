import { searchSuggestions } from "~/modules/catalog/search.server";

import type { Route } from "./+types/search-suggestions";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/**
 * GET /api/search-suggestions?q=... → { products: [{ id, title, brand, image, pricePaise }], categories:
 * [{ slug, name }] }: up to 6 products and 3 categories. A missing, empty or over-long q gives empty lists.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q");
  const suggestions = await searchSuggestions(context.db, query);
  return Response.json(suggestions, {
    headers: { "Cache-Control": "public, max-age=60", Vary: "Accept-Encoding" },
  });
}
