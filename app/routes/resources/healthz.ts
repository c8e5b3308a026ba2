import { data } from "react-router";

import type { Route } from "./+types/healthz";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await context.pingDatabase();
    return data({ status: "ok", database: "up" }, { headers });
  } catch {
    return data({ status: "unavailable", database: "down" }, { status: 503, headers });
  }
}
