import { redirect } from "react-router";

import { getEnv, signingSecret } from "~/lib/env.server";
import { routePolicy } from "~/lib/route-policy";
import { findShortLink } from "~/modules/notify/short-links.server";
import { trackingPath, trackingTokenParam } from "~/modules/notify/tracking-link.server";

import type { Route } from "./+types/short-link";

export const handle = routePolicy("private");

/**
 * /t/<token>, the link in an SMS or WhatsApp update: on to the order's or booking's tracking page in the
 * customer's language, opened without the phone until the link expires. An expired link lands there too,
 * where the page says it expired and offers the lookup form; a token that is not ours gets the same answer.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await findShortLink(context.db, params.token);
  if (!link) return redirect(`/track-order?${trackingTokenParam}=expired`);
  return redirect(
    trackingPath(link.target, link.subject, link.language, {
      key: signingSecret(getEnv()),
      expiresAt: link.expiresAt,
    }),
  );
}
