/**
 * What a route lets caches do with its answers. Every route module declares it as its `handle`
 * (`export const handle = routePolicy("private")`), and the server enforces it for every request the
 * router matches, in either language, any letter case or encoding, documents and `.data` alike
 * (server/route-policies.ts):
 *
 * - `private`: a customer's details or the back office. Every answer, whatever the route itself sets,
 *   carries `Cache-Control: private, no-store`. A layout that is private makes all its pages private.
 * - `public`: the same for every visitor, or nothing personal, but live (slots, the cart) or a resource
 *   that sets its own caching. Never stored by the page cache.
 * - `cached`: the HTML depends only on the catalogue, the build, the India date and the URL; the page
 *   cache may store it (docs/decisions/017-rendered-page-cache.md).
 *
 * A route that declares nothing is treated as private.
 */
export type CachePolicy = "private" | "public" | "cached";

export function routePolicy<const P extends CachePolicy>(cachePolicy: P): { readonly cachePolicy: P } {
  return { cachePolicy };
}

/** The policy a route's `handle` declares, if any. */
export function declaredPolicy(handle: unknown): CachePolicy | undefined {
  if (typeof handle !== "object" || handle === null || !("cachePolicy" in handle)) return undefined;
  const { cachePolicy } = handle;
  return cachePolicy === "private" || cachePolicy === "public" || cachePolicy === "cached"
    ? cachePolicy
    : undefined;
}

/**
 * The policy of a matched route chain (root first): private when any route in it is private or when the
 * page declares nothing, else what the page declares.
 */
export function chainPolicy(handles: readonly unknown[]): CachePolicy {
  const declared = handles.map(declaredPolicy);
  if (declared.includes("private")) return "private";
  return declared.at(-1) ?? "private";
}
