import { webAppManifest } from "~/pwa/web-app";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

/** /manifest.webmanifest: lets phones add the shop to the home screen. */
export function loader() {
  return new Response(JSON.stringify(webAppManifest()), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
