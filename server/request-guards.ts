import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";

import { loggedError } from "../app/lib/error-log.server";
import { hasRefusedCharacters, maxFormBytes } from "../app/lib/read-form.server";
import { formRefusals } from "../app/lib/texts/en/form-refusals";
import { imageTooLargeMessage } from "../app/modules/admin-catalog/product-images.server";
import { maxUploadRequestBytes } from "../app/modules/admin-catalog/upload.server";
import { maxReturnFormBytes } from "../app/modules/orders/return-rules";

const allowedMethods = "GET, HEAD, POST";
/** The product editor takes picture uploads; every other action takes small forms only. */
const uploadPath = /^\/admin\/products\/[^/]+(?:\.data)?$/;
/** /track-order takes a return request with its photos. */
const returnPath = /^(?:\/ta)?\/track-order(?:\.data)?$/;
/** After a refusal, what is left of the body is read and thrown away up to here, then the connection is cut. */
const maxDiscardedBytes = 16 * 1024 * 1024;
export function plain(res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
}

/** A host name (letters, digits, `-`, `_`, dots) or a bracketed IPv6 address, and an optional port. */
const hostPattern = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?)(?::(\d{1,5}))?$/;

/** Whether a Host (or forwarded host) value names a host a URL can be made of, with a port in range. */
export function isValidHost(host: string): boolean {
  const match = hostPattern.exec(host);
  if (!match || host.includes("..")) return false;
  const port = match[1] === undefined ? null : Number(match[1]);
  if (port !== null && (port < 1 || port > 65535)) return false;
  try {
    // The URL parser also refuses what the pattern lets through, such as a bad IDNA label (`xn--a.com`).
    return new URL(`http://${host}/`).hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A request the router could not make a URL of gets 400 before any page code runs: a target that is not
 * a path (absolute-form `http://…`, or `*` other than for OPTIONS), a missing or invalid Host (after a
 * trusted proxy's X-Forwarded-Host, see forwarded-host.ts), or a protocol other than http or https from a
 * trusted proxy's X-Forwarded-Proto.
 */
function refuseUnroutableRequests(): RequestHandler {
  return (req, res, next) => {
    const target = req.originalUrl;
    if (!target.startsWith("/") && !(req.method === "OPTIONS" && target === "*")) {
      return plain(res, 400, "This request must name a path on this site.");
    }
    const host = req.headers.host;
    if (host === undefined || !isValidHost(host)) return plain(res, 400, "This request names no valid host.");
    const protocol = req.protocol.toLowerCase();
    if (protocol !== "http" && protocol !== "https") {
      return plain(res, 400, "This request names a protocol other than http or https.");
    }
    next();
  };
}

/** The shop answers GET, HEAD and POST; anything else gets 405 before any page code runs. */
function refuseOtherMethods(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    res.set("Allow", allowedMethods);
    if (req.method === "OPTIONS") return void res.status(204).end();
    plain(res, 405, "This method is not allowed here.");
  };
}

/** Why an address is refused (a bad percent-escape, an escaped control character such as NUL), or null. */
export function urlRefusal(url: string): string | null {
  const queryAt = url.indexOf("?");
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const queryPart = queryAt === -1 ? "" : url.slice(queryAt + 1).replace(/\+/g, " ");
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart) + decodeURIComponent(queryPart);
  } catch {
    return "This address is not valid.";
  }
  return hasRefusedCharacters(decoded) ? "This address contains characters we cannot accept." : null;
}

/** A path or query `urlRefusal` refuses gets 400. */
function refuseMalformedUrls(): RequestHandler {
  return (req, res, next) => {
    const refusal = urlRefusal(req.originalUrl);
    if (refusal) return plain(res, 400, refusal);
    next();
  };
}

/**
 * Once a response is sent, whatever the client is still sending is read and thrown away (so the client
 * receives the answer instead of a reset connection), up to a bound past which the connection is cut.
 */
function discardRestOfBody(req: Request, res: Response) {
  res.on("finish", () => {
    if (req.complete || req.destroyed) return;
    let discarded = 0;
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > maxDiscardedBytes) req.socket.destroy();
    });
    req.resume();
  });
}

/**
 * A declared Content-Length over the limit is refused with 413 before anything is read. A body without a
 * length is counted by the reader (app/lib/read-form.server.ts, the upload reader) which stops at the limit.
 */
function limitRequestBodies(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    discardRestOfBody(req, res);
    const multipart = /^multipart\/form-data/i.test(req.get("Content-Type") ?? "");
    const upload = multipart && uploadPath.test(req.path);
    const limit = upload
      ? maxUploadRequestBytes
      : multipart && returnPath.test(req.path)
        ? maxReturnFormBytes
        : maxFormBytes;
    const declared = Number(req.get("Content-Length") ?? 0);
    if (declared > limit) {
      return plain(res, 413, upload ? imageTooLargeMessage : formRefusals.en.tooLarge);
    }
    next();
  };
}

/** The last handler: a short plain answer, and a log line without the error's data or the query string. */
export function answerErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const declared = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    const status = Number(declared.status ?? declared.statusCode);
    const refused = Number.isInteger(status) && status >= 400 && status < 500;
    if (!refused)
      logger.error({ method: req.method, path: req.path, ...loggedError(error) }, "unexpected error");
    if (res.headersSent) return void res.destroy();
    if (refused) return plain(res, status, "This request could not be handled.");
    plain(res, 500, "Something went wrong on our side. Please try again in a moment.");
  };
}

/** Every guard above, in the order they must run, before the pages. */
export function requestGuards(): RequestHandler[] {
  return [refuseUnroutableRequests(), refuseOtherMethods(), refuseMalformedUrls(), limitRequestBodies()];
}
