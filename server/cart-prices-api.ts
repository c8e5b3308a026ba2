import type { RequestHandler } from "express";

import { getCartPrices, parseCartPriceIds } from "../app/modules/catalog/cart-prices.server";
import type { CartPricesResponse } from "../app/modules/cart/cart-prices";
import type { Database } from "../db/client.server";
import { plain } from "./request-guards";

export const cartPricesPath = "/api/cart-prices";

/**
 * GET /api/cart-prices?ids=1,2,3 → { products: [{ id, title, image, pricePaise, listPricePaise, mrpPaise,
 * discountPct, stock, inStock, installation, installationChargePaise }] }: the cart's products as they are
 * now, for the cart and checkout pages. At most 50 ids; invalid ids are dropped, unknown and hidden products
 * are left out. Never cached by the browser: prices and stock change.
 *
 * Answered by Express, not by a React Router resource route: the router's per-request route work (building
 * and matching all the app's routes, about 200 KB of garbage an answer) was most of this small answer's
 * cost, and under load its garbage collections set the tail latency (decision 072). Mounted after the
 * security headers, the request log and the guards, like every other answer.
 */
export function cartPricesApi({
  db,
  catalogueVersion,
}: {
  db: Database;
  /** The request's read of the catalogue version (server/fresh-read.ts): never older than the request. */
  catalogueVersion: () => Promise<string>;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      return plain(res, 405, "This method is not allowed here.");
    }
    const query = req.originalUrl.indexOf("?");
    const ids = parseCartPriceIds(
      query === -1 ? null : new URLSearchParams(req.originalUrl.slice(query + 1)).get("ids"),
    );
    getCartPrices(db, ids, catalogueVersion).then((products) => {
      const body: CartPricesResponse = { products };
      res
        .status(200)
        .set({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
        .end(JSON.stringify(body));
    }, next);
  };
}
