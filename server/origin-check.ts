import type { RequestHandler } from "express";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses cross-origin writes. Browsers send Origin (and Sec-Fetch-Site) on every POST; a request from
 * another site is refused with 403. Requests without either header (curl, server-to-server) pass: they
 * carry no visitor's cookies to abuse.
 */
export function refuseCrossOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (!unsafeMethods.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite === "cross-site" || fetchSite === "same-site") return refuse(res);
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        return refuse(res);
      }
      if (host !== req.get("host")) return refuse(res);
    } else if (origin === "null") {
      return refuse(res);
    }
    next();
  };
}

function refuse(res: Parameters<RequestHandler>[1]) {
  res.status(403).type("text/plain").send("Cross-origin form submissions are not accepted.");
}
