import type { IncomingMessage, ServerResponse } from "node:http";

import { negotiateEncoding, type Encoding } from "./accept-encoding";
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

/** How a cached page answers a request: its body in one of the stored encodings, or 304 Not Modified. */
export type CachedAnswer = Encoding | "not-modified";

/** 304 when If-None-Match names the page's ETag, else the best encoding the client takes. */
export function cachedAnswer(req: IncomingMessage, page: CachedPage): CachedAnswer {
  if (matchesIfNoneMatch(req.headers["if-none-match"], page.etag)) return "not-modified";
  return negotiateEncoding(req.headers["accept-encoding"]);
}

/**
 * A cached page's own headers for an answer: those it was stored with (a 304 has no Content-Type), Vary
 * (a cached page varies by nothing else: responseIsCacheable), its ETag, and a body's encoding and length.
 */
export function cachedAnswerHeaders(page: CachedPage, answer: CachedAnswer): [string, string][] {
  const headers = page.headers.filter(
    ([name]) => name !== "vary" && (answer !== "not-modified" || name !== "content-type"),
  );
  headers.push(["vary", "Accept-Encoding"], ["etag", page.etag]);
  if (answer === "not-modified") return headers;
  if (answer !== "identity") headers.push(["content-encoding", answer]);
  headers.push(["content-length", String(page.bodies[answer].length)]);
  return headers;
}

/** The status and body that end a cached page's answer: none for a 304 or a HEAD. */
export function cachedAnswerBody(
  req: IncomingMessage,
  page: CachedPage,
  answer: CachedAnswer,
): { status: 200 | 304; body: Buffer | undefined } {
  if (answer === "not-modified") return { status: 304, body: undefined };
  return { status: 200, body: req.method === "HEAD" ? undefined : page.bodies[answer] };
}

/** A cached page on a response Express has started (its headers stay): 304, or the stored body. */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  const answer = cachedAnswer(req, page);
  for (const [name, value] of cachedAnswerHeaders(page, answer)) res.setHeader(name, value);
  const { status, body } = cachedAnswerBody(req, page, answer);
  res.statusCode = status;
  res.end(body);
}
