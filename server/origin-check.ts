import type { Request, RequestHandler, Response } from "express";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses cross-origin writes. Browsers send Origin (and Sec-Fetch-Site) on every POST; a request from
 * another site is refused with 403. Requests without either header (curl, server-to-server) pass: they
 * carry no visitor's cookies to abuse.
 *
 * The Origin must name the host the visitor asked for: behind a trusted reverse proxy that is
 * X-Forwarded-Host (else Host), as Express's `req.host` reads it under `trust proxy`; from any other peer
 * the Host header alone. The shop's own PUBLIC_URL origin is always accepted, for a proxy that rewrites
 * Host without forwarding it.
 */
export function refuseCrossOriginWrites({
  publicOrigin,
  signedPaths = [],
}: {
  publicOrigin?: string;
  /**
   * Paths another site posts to by design, that read no cookie and believe only a signature: the payment
   * gateway's return from its payment page and its webhooks.
   */
  signedPaths?: string[];
} = {}): RequestHandler {
  return (req, res, next) => {
    if (!unsafeMethods.has(req.method)) return next();
    if (signedPaths.includes(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite === "cross-site" || fetchSite === "same-site") return refuse(res);
    const origin = req.get("origin");
    if (origin === undefined) return next();
    if (origin === "null") return refuse(res);
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return refuse(res);
    }
    if (parsed.origin === publicOrigin || parsed.host === requestedHost(req)) return next();
    refuse(res);
  };
}

/** The host (with its port) the visitor asked for; forwarded headers count only from a trusted proxy. */
function requestedHost(req: Request): string | undefined {
  return req.host?.toLowerCase();
}

function refuse(res: Response) {
  res.status(403).type("text/plain").send("Cross-origin form submissions are not accepted.");
}
