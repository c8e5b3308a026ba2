import { createHash } from "node:crypto";

/**
 * A weak ETag from a hash of the uncompressed body. Weak, because the same page goes out as br, gzip or
 * identity under one tag: the representations differ in bytes but not in meaning.
 */
export function weakEtag(body: Buffer | string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
