import { productSocialImage } from "~/modules/admin-catalog/social-image.server";

import type { Route } from "./+types/product-social-image";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/** /og/products/<id>.jpg: the picture a link preview of the product page shows. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const jpeg = await productSocialImage(context.db, params.file);
  if (!jpeg) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.byteLength),
      // a changed picture shows within a day; previews are fetched rarely
      "Cache-Control": "public, max-age=86400",
    },
  });
}
