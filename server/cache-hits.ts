import type { IncomingMessage, ServerResponse } from "node:http";

import type { Logger } from "pino";

import { requestIsCacheable, type CachedPage, type PageCache } from "./page-cache";
import type { PageKeyOf } from "./page-responder";
import { isValidHost, urlRefusal } from "./request-guards";
import { logRequest } from "./request-log";
import { cachedAnswer, cachedAnswerBody, cachedAnswerHeaders, type CachedAnswer } from "./send-page";

type Options = {
  cache: PageCache;
  keyOf: PageKeyOf;
  /** The headers every response carries (security-headers.ts). */
  headers: readonly [string, string][];
  logger: Logger;
};

/** A forwarded header is fine absent, or as one value that passes `valid`; a list is left to Express. */
function forwardedIsPlain(value: string | string[] | undefined, valid: (value: string) => boolean): boolean {
  if (value === undefined) return true;
  return typeof value === "string" && !value.includes(",") && valid(value.trim());
}

/**
 * Whether the request is one Express would hand to the page cache untouched: GET or HEAD of a path the guards
 * accept (request-guards.ts: a valid host, forwarded or not, and a well-formed address), without credentials
 * or a cookie other than the language choice (page-cache.ts), and not the home page with a language choice,
 * which may redirect (language-home.ts).
 */
function plainPageRequest(req: IncomingMessage): req is IncomingMessage & { url: string } {
  const { method, url, headers } = req;
  if (!url?.startsWith("/") || !method) return false;
  const cacheable = requestIsCacheable({
    method,
    policy: "cached",
    url,
    headers: { cookie: headers.cookie, authorization: headers.authorization },
  });
  if (!cacheable) return false;
  if (headers.cookie && (url === "/" || url.startsWith("/?"))) return false;
  return (
    headers.host !== undefined &&
    isValidHost(headers.host) &&
    forwardedIsPlain(headers["x-forwarded-host"], isValidHost) &&
    forwardedIsPlain(headers["x-forwarded-proto"], (proto) => /^https?$/i.test(proto)) &&
    urlRefusal(url) === null
  );
}

/**
 * Answers a request for a page the page cache already holds, before Express and React Router see it: the
 * same security headers, the same log line, the same answer (page-responder.ts stores every entry). Only
 * pages of `cached` routes are ever stored, so a hit needs no route lookup. Resolves false for anything
 * else, which goes on to Express. A middleware added to server/index.ts that must apply to every page
 * answer must be applied here too (docs/decisions/060-cache-hits-before-the-framework.md).
 */
export function cacheHits({ cache, keyOf, headers, logger }: Options) {
  // A hit's head is the same for every request that gets the same answer from the same page: it is built
  // once, as the flat list writeHead takes, instead of a dozen setHeader calls per request.
  const heads = new WeakMap<CachedPage, Map<CachedAnswer, string[]>>();
  const headOf = (page: CachedPage, answer: CachedAnswer): string[] => {
    let byAnswer = heads.get(page);
    if (!byAnswer) {
      byAnswer = new Map();
      heads.set(page, byAnswer);
    }
    let head = byAnswer.get(answer);
    if (!head) {
      // Later values of a name replace earlier ones, as setHeader would.
      const all: (readonly [string, string])[] = [
        ...headers,
        ["X-Cache", "hit"],
        ...cachedAnswerHeaders(page, answer),
      ];
      const byName = new Map(all.map(([name, value]) => [name.toLowerCase(), [name, value]]));
      head = [...byName.values()].flat();
      byAnswer.set(answer, head);
    }
    return head;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (!plainPageRequest(req)) return false;
    const started = process.hrtime.bigint();
    const key = await keyOf(req.url);
    const page = key === null ? undefined : cache.get(key);
    if (!page) return false;
    const answer = cachedAnswer(req, page);
    const { status, body } = cachedAnswerBody(req, page, answer);
    res.writeHead(status, headOf(page, answer));
    res.end(body);
    const queryAt = req.url.indexOf("?");
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    logRequest(logger, { method: req.method!, path, status: res.statusCode, started });
    return true;
  };
}
