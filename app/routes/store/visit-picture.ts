import { getEnv, signingSecret } from "~/lib/env.server";
import { routePolicy } from "~/lib/route-policy";
import { visitPictureOfLink } from "~/modules/booking/visit-pictures.server";

import type { Route } from "./+types/visit-picture";

export const handle = routePolicy("private");

/**
 * /visit-pictures/<token>: a photo of a visit or the customer's signature, from the signed link its invoice,
 * job card or booking shows (decision 049). Never kept by a cache.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = (params.token ?? "").slice(0, 200);
  const picture = await visitPictureOfLink(context.db, token, {
    key: signingSecret(getEnv()),
    now: new Date(),
  });
  if (!picture) {
    return new Response("This picture link is not valid or has expired.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(picture.bytes), {
    headers: {
      "Content-Type": picture.type,
      // each page signs new links, so a kept copy would never be asked for again
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
