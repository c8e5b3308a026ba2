/**
 * The rendered-page cache: what may be cached, how an entry is keyed, and the bounded LRU store.
 * server/page-responder.ts uses it; docs/decisions/017-rendered-page-cache.md says why it is safe.
 */

import { onlyLanguageCookie } from "../app/i18n/language-choice";
import type { CachePolicy } from "../app/lib/route-policy";

/** Longer addresses are rendered but not stored: only crafted URLs are this long. */
const longestCachedUrl = 512;

type PageRequest = {
  method: string;
  /** The matched route's declared policy (app/lib/route-policy.ts). */
  policy: CachePolicy;
  /** The path and query as received. */
  url: string;
  headers: { cookie?: string; authorization?: string };
};

/**
 * Whether a page request may be answered from, or stored in, the cache: GET or HEAD of a route declared
 * `cached`, without a cookie (the staff session, or anything a later feature might personalise by) other than
 * the language choice (only "/" reads it, before the cache) or credentials, and with an address of sane length.
 */
export function requestIsCacheable(request: PageRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    request.policy === "cached" &&
    (!request.headers.cookie || onlyLanguageCookie(request.headers.cookie)) &&
    !request.headers.authorization &&
    request.url.length <= longestCachedUrl
  );
}

/**
 * Whether a rendered answer is the same for everyone: a 200 HTML page that sets no cookie, varies by no
 * request header and does not forbid shared caching.
 */
export function responseIsCacheable(response: { status: number; headers: Headers }): boolean {
  const { headers } = response;
  const vary = headers.get("Vary");
  const cacheControl = headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    /^text\/html\b/i.test(headers.get("Content-Type") ?? "") &&
    headers.getSetCookie().length === 0 &&
    (!vary || /^\s*accept-encoding\s*$/i.test(vary)) &&
    !/\b(?:no-store|private|no-cache)\b/i.test(cacheControl)
  );
}

/**
 * The cache key: the server build, the catalogue version, the India date (pages show "delivery by" and the
 * earliest booking date) and the URL. The URL is the path and the query as the WHATWG parser normalises
 * them (percent-encoding, an empty `?`); parameters are not reordered, because the shop echoes its query
 * in its own links.
 */
export function pageCacheKey(parts: { build: string; catalogue: string; day: string; url: string }): string {
  const url = new URL(`http://page.invalid${parts.url}`);
  const search = url.search === "?" ? "" : url.search;
  return `${parts.build}\n${parts.catalogue}\n${parts.day}\n${url.pathname}${search}`;
}

export type CachedPage = {
  /** Response headers to send again (never Set-Cookie, Content-Length or Content-Encoding). */
  headers: [string, string][];
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
};

function sizeOf(page: CachedPage): number {
  const { identity, gzip, br } = page.bodies;
  return identity.length + gzip.length + br.length + 1024;
}

/** Per process: a storefront page is some 100 KB uncompressed and 20 KB in each encoding. */
export const pageCacheLimits = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 };

/** A least-recently-used store bounded by entries and by bytes (all three bodies counted). */
export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; bytes: number }>();
  private totalBytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map order is insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Stores a page; one larger than an eighth of the byte budget is refused (false) so it cannot flush the rest. */
  set(key: string, page: CachedPage): boolean {
    const bytes = sizeOf(page);
    if (bytes > this.limits.maxBytes / 8) return false;
    this.delete(key);
    this.entries.set(key, { page, bytes });
    this.totalBytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.totalBytes > this.limits.maxBytes) {
      this.delete(this.entries.keys().next().value!);
    }
    return true;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
