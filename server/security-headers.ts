import type { RequestHandler } from "express";

/**
 * Headers every response carries. The page CSP is set where the HTML is rendered (entry.server.tsx).
 * HSTS only when the shop's public address is https: over plain http it would lock visitors out.
 */
export function securityHeaders({ hsts }: { hsts: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
