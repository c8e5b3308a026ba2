import type { RequestHandler } from "express";

/**
 * Headers every response carries. The page CSP is set where the HTML is rendered (entry.server.tsx).
 * HSTS only when the shop's public address is https: over plain http it would lock visitors out.
 */
export function securityHeaderList({ hsts }: { hsts: boolean }): readonly [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (hsts) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** Sets the headers of `securityHeaderList` on every response. */
export function securityHeaders(options: { hsts: boolean }): RequestHandler {
  const headers = securityHeaderList(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
