import type { RequestHandler } from "express";

/**
 * Makes the Host header the host the visitor asked for, so the React Router request URL (and its check
 * that an action's Origin matches that URL) is right behind a reverse proxy: X-Forwarded-Host from a
 * trusted proxy (Express's `req.host` under `trust proxy`), else Host as it came. X-Forwarded-Host is
 * dropped afterwards: the request handler would otherwise take a port from it even when it came from an
 * untrusted peer, or mix the proxy's port from Host into the forwarded host name.
 */
export function hostFromTrustedProxy(): RequestHandler {
  return (req, _res, next) => {
    const host = req.host;
    if (host) req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    next();
  };
}
