import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";

import { loggedError } from "../app/lib/error-log.server";
import { formTooLargeMessage, hasRefusedCharacters, maxFormBytes } from "../app/lib/read-form.server";
import { imageTooLargeMessage } from "../app/modules/admin-catalog/product-images.server";
import { maxUploadRequestBytes } from "../app/modules/admin-catalog/upload.server";

const allowedMethods = "GET, HEAD, POST";
/** The product editor takes picture uploads; every other action takes small forms only. */
const uploadPath = /^\/admin\/products\/[^/]+(?:\.data)?$/;
/** After a refusal, what is left of the body is read and thrown away up to here, then the connection is cut. */
const maxDiscardedBytes = 16 * 1024 * 1024;
/** Pages and resources that show a customer's details or the back office: never in a shared cache. */
const privatePrefixes = [
  "/admin",
  "/track-order",
  "/my-appliances",
  "/track-service",
  "/order-confirmation",
  "/invoice",
  "/checkout",
];

function plain(res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
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

/** A path or query with a bad percent-escape or an (escaped) control character such as NUL gets 400. */
function refuseMalformedUrls(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    const queryAt = url.indexOf("?");
    const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
    const queryPart = queryAt === -1 ? "" : url.slice(queryAt + 1).replace(/\+/g, " ");
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathPart) + decodeURIComponent(queryPart);
    } catch {
      return plain(res, 400, "This address is not valid.");
    }
    if (hasRefusedCharacters(decoded)) {
      return plain(res, 400, "This address contains characters we cannot accept.");
    }
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
    const upload = uploadPath.test(req.path) && /^multipart\/form-data/i.test(req.get("Content-Type") ?? "");
    const declared = Number(req.get("Content-Length") ?? 0);
    if (declared > (upload ? maxUploadRequestBytes : maxFormBytes)) {
      return plain(res, 413, upload ? imageTooLargeMessage : formTooLargeMessage);
    }
    next();
  };
}

function isPrivatePath(path: string): boolean {
  return privatePrefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`),
  );
}

/** `Cache-Control: private, no-store` on every answer from a private path, whatever the route set. */
function keepPrivatePagesPrivate(): RequestHandler {
  return (req, res, next) => {
    if (!isPrivatePath(req.path)) return next();
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      if (!res.headersSent) res.setHeader("Cache-Control", "private, no-store");
      return writeHead(...args);
    }) as typeof writeHead;
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
  return [refuseOtherMethods(), refuseMalformedUrls(), limitRequestBodies(), keepPrivatePagesPrivate()];
}
