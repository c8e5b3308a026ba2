import path from "node:path";

import routes from "../../app/routes";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

export type WalkedRoute = {
  /** The full path as app/routes.ts writes it ("/ta/products/:id", "/admin/*"). */
  path: string;
  file: string;
  /** The `handle` of every route module on the way, root first, the route's own last. */
  handles: unknown[];
};

const appDir = path.resolve(import.meta.dirname, "../../app");

/** Every page and resource route of app/routes.ts, English and Tamil (layouts are passed through). */
export async function walkRoutes(
  entries: RouteEntry[] = routes,
  prefix = "",
  handles: unknown[] = [],
): Promise<WalkedRoute[]> {
  const found: WalkedRoute[] = [];
  for (const entry of entries) {
    const full = entry.path ? `${prefix}/${entry.path}` : prefix;
    const { handle } = (await import(path.join(appDir, entry.file))) as { handle?: unknown };
    const chain = [...handles, handle];
    if ((entry.path || entry.index) && !entry.children?.length) {
      found.push({ path: full || "/", file: entry.file, handles: chain });
    }
    found.push(...(await walkRoutes(entry.children ?? [], full, chain)));
  }
  return found;
}

/** A path a request can take: parameters filled in with 1, a splat with "anything". */
export function requestPath(routePath: string): string {
  return routePath.replace(/:[a-zA-Z]+/g, "1").replace(/\*/g, "anything");
}
