import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import { chainPolicy, type CachePolicy } from "../app/lib/route-policy";

type MatchedRoute = {
  /** The deepest matched route: the page, or the resource route. */
  routeId: string;
  /** Whether it renders a page (has a component), as opposed to a resource route. */
  page: boolean;
  policy: CachePolicy;
};

/**
 * The path React Router matches for a request path: a single-fetch data request (`/x.data`, and
 * `/_root.data` for "/") names the page it loads, and runs of slashes count as one. Matching itself
 * decodes percent-escapes and ignores letter case, as the router does.
 */
export function routedPath(requestPath: string): string {
  let path = requestPath.replace(/\/{2,}/g, "/");
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path === "/_root") path = "/";
  return path || "/";
}

type PolicyAt = (requestPath: string) => MatchedRoute | null;

const matchers = new WeakMap<ServerBuild, PolicyAt>();

/** Reads each route's declared policy (app/lib/route-policy.ts) and answers it for request paths. */
export function routePolicies(build: ServerBuild): PolicyAt {
  let policyAt = matchers.get(build);
  if (policyAt) return policyAt;
  const routes = routeTree(build.routes);
  // matchRoutes flattens and ranks the whole route list on every call: a path's route never changes
  // within a build, so the answer is remembered (the memo is emptied when it grows past its bound).
  const memo = new Map<string, MatchedRoute | null>();
  policyAt = (requestPath) => {
    const path = routedPath(requestPath);
    let found = memo.get(path);
    if (found === undefined) {
      const matches = matchRoutes(routes, path) ?? [];
      const leaf = matches.at(-1)?.route.id;
      found =
        leaf === undefined
          ? null
          : {
              routeId: leaf,
              page: Boolean(build.routes[leaf]?.module.default),
              policy: chainPolicy(matches.map((match) => build.routes[match.route.id!]?.module.handle)),
            };
      if (memo.size >= 10_000) memo.clear();
      memo.set(path, found);
    }
    return found;
  };
  matchers.set(build, policyAt);
  return policyAt;
}

/**
 * `Cache-Control: private, no-store`, whatever the route set, on every answer to a path whose route is
 * private (or that no route matches), documents and data requests alike, and on every action's answer
 * (a POST is answered for the visitor who sent it).
 */
export function keepPrivateRoutesPrivate(build: () => ServerBuild | Promise<ServerBuild>): RequestHandler {
  return (req, res, next) => {
    Promise.resolve(build()).then((current) => {
      const policy = routePolicies(current)(req.path)?.policy ?? "private";
      if (policy !== "private" && req.method !== "POST") return next();
      const writeHead = res.writeHead.bind(res);
      res.writeHead = ((...args: Parameters<typeof writeHead>) => {
        if (!res.headersSent) res.setHeader("Cache-Control", "private, no-store");
        return writeHead(...args);
      }) as typeof writeHead;
      next();
    }, next);
  };
}

/** The build's flat route list as the nested route objects matchRoutes expects. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive },
    );
    children.set(route.parentId, siblings);
  }
  const attach = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => (route.index ? route : { ...route, children: attach(children.get(route.id) ?? []) }));
  return attach(children.get(undefined) ?? []);
}
