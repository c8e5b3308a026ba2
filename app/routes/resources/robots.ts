import { getEnv, publicUrl } from "~/lib/env.server";
import { renderRobotsTxt } from "~/modules/content/sitemap.server";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

export function loader() {
  return new Response(renderRobotsTxt(publicUrl(getEnv())), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
