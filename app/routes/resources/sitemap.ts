import { getEnv, publicUrl } from "~/lib/env.server";
import { listSitemapEntries, renderSitemapXml } from "~/modules/content/sitemap.server";

import type { Route } from "./+types/sitemap";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await listSitemapEntries(context.db);
  return new Response(renderSitemapXml(publicUrl(getEnv()), entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
