import { getCartPrices, parseCartPriceIds } from "~/modules/catalog/cart-prices.server";
import type { CartPricesResponse } from "~/modules/cart/cart-prices";

import type { Route } from "./+types/cart-prices";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/**
 * GET /api/cart-prices?ids=1,2,3 → { products: [{ id, title, image, pricePaise, listPricePaise, mrpPaise,
 * discountPct, stock, inStock, installation, installationChargePaise }] }: the cart's products as they are
 * now. At most 50 ids; invalid ids are dropped, unknown and hidden products are left out. Never cached:
 * prices and stock change.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseCartPriceIds(new URL(request.url).searchParams.get("ids"));
  const body: CartPricesResponse = { products: await getCartPrices(context.db, ids) };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
