import { promisify } from "node:util";
import zlib from "node:zlib";

import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

import { weakEtag } from "./etag";
import {
  pageCacheKey,
  requestIsCacheable,
  responseIsCacheable,
  type CachedPage,
  type PageCache,
} from "./page-cache";
import { routePolicies } from "./route-policies";
import { notModified, sendCached } from "./send-page";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A page address's cache key, or null when it cannot be known (the database is down). */
export type PageKeyOf = (url: string) => Promise<string | null>;

/** Keys pages by the build, the catalogue version (read on every call), India's date and the address. */
export function pageKeys({
  build,
  catalogueVersion,
  today,
}: {
  build: ServerBuild;
  /** The catalogue version, read from the database. */
  catalogueVersion: () => Promise<string>;
  /** Today's date in India (YYYY-MM-DD). */
  today: () => string;
}): PageKeyOf {
  return async (url) => {
    const version = await catalogueVersion().catch(() => null);
    if (version === null) return null;
    return pageCacheKey({ build: build.assets.version, catalogue: version, day: today(), url });
  };
}

type Options = {
  build: ServerBuild;
  cache: PageCache;
  keyOf: PageKeyOf;
  getLoadContext: (req: ExpressRequest) => AppLoadContext;
};

/**
 * Answers GET and HEAD for pages (routes with a component; not resource routes, not `.data` requests):
 * renders them whole, gives them an ETag and answers 304 to a matching If-None-Match, and serves the
 * pages their routes declare `cached` from the page cache. Everything else goes on to the React Router handler.
 */
export function pageResponder({ build, cache, keyOf, getLoadContext }: Options): RequestHandler {
  const handle = createRequestHandler(build, "production");
  const routeAt = routePolicies(build);
  const pending = new Map<string, Promise<CachedPage | null>>();

  async function render(req: ExpressRequest, res: ExpressResponse): Promise<Response> {
    return handle(fetchRequest(req, res), getLoadContext(req));
  }

  async function renderForCache(req: ExpressRequest, res: ExpressResponse): Promise<CachedPage | Response> {
    const response = await render(req, res);
    if (!responseIsCacheable(response)) return response;
    return cachedPage(response);
  }

  return async (req, res, next) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      // Data requests go to the general handler. (Targets that are not a path never get here: request-guards.ts.)
      if (req.path.endsWith(".data")) return next();
      const route = routeAt(req.path);
      if (!route?.page) return next();

      const cacheable = requestIsCacheable({
        method: req.method,
        policy: route.policy,
        url: req.originalUrl,
        headers: { cookie: req.headers.cookie, authorization: req.headers.authorization },
      });
      // Without a key (the database is down) the page renders as usual: its own error page, a 503.
      const key = cacheable ? await keyOf(req.originalUrl) : null;
      if (key === null) {
        res.setHeader("X-Cache", "bypass");
        return await sendRendered(req, res, await render(req, res));
      }
      const hit = cache.get(key);
      if (hit) {
        res.setHeader("X-Cache", "hit");
        return sendCached(req, res, hit);
      }
      // Requests that miss together wait for one render instead of each rendering the same page.
      const waiting = pending.get(key);
      if (waiting) {
        const page = await waiting;
        if (page) {
          res.setHeader("X-Cache", "hit");
          return sendCached(req, res, page);
        }
      }
      const rendering = renderForCache(req, res);
      const stored = rendering.then(
        (result) => (result instanceof Response ? null : result),
        () => null,
      );
      pending.set(key, stored);
      let result: CachedPage | Response;
      try {
        result = await rendering;
      } finally {
        if (pending.get(key) === stored) pending.delete(key);
      }
      if (result instanceof Response) {
        res.setHeader("X-Cache", "bypass");
        return await sendRendered(req, res, result);
      }
      cache.set(key, result);
      res.setHeader("X-Cache", "miss");
      sendCached(req, res, result);
    } catch (error) {
      next(error);
    }
  };
}

/** The fetch Request React Router renders: always GET (a HEAD is answered from the GET's headers). */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // Host and protocol were checked by request-guards.ts: the URL parser takes them.
  const origin = new URL(`${req.protocol}://${req.get("host")}`).origin;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // Joined, not resolved: "//name/x" is a path here, not another host.
  return new Request(new URL(origin + req.originalUrl), {
    method: "GET",
    headers,
    signal: controller.signal,
  });
}

async function cachedPage(response: Response): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 6 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!["content-length", "content-encoding", "set-cookie"].includes(name)) headers.push([name, value]);
  });
  return { headers, etag: weakEtag(identity), bodies: { identity, gzip: gz, br } };
}

/** A page that is not cached: whole, with an ETag when it is a 200, compressed on the fly downstream. */
async function sendRendered(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  // Compressed on the fly, the page varies by Accept-Encoding, and a 304 names what its 200 varies by
  // (RFC 9110, 15.4.5), as a cached page's does.
  res.vary("Accept-Encoding");
  if (response.status === 200 && notModified(req, res, weakEtag(body))) return;
  res.status(response.status);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
