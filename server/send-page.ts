import type { IncomingMessage, ServerResponse } from "node:http";

import { negotiateEncoding } from "./accept-encoding";
import { matchesIfNoneMatch } from "./etag";
import type { CachedPage } from "./page-cache";

/** Sets the ETag, and answers 304 (true) when If-None-Match names it. */
export function notModified(req: IncomingMessage, res: ServerResponse, etag: string): boolean {
  res.setHeader("ETag", etag);
  if (!matchesIfNoneMatch(req.headers["if-none-match"], etag)) return false;
  res.removeHeader("Content-Type");
  res.statusCode = 304;
  res.end();
  return true;
}

/** Adds Accept-Encoding to Vary unless it is there already. */
function varyByEncoding(res: ServerResponse): void {
  const vary = res.getHeader("Vary");
  const current = Array.isArray(vary) ? vary.join(", ") : String(vary ?? "");
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  res.setHeader("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

/** A cached page: 304 to a matching If-None-Match, else its stored body in the best encoding the client takes. */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  varyByEncoding(res);
  if (notModified(req, res, page.etag)) return;
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
