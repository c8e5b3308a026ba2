import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** What one request's log line holds. */
type Logged = { method: string; path: string; status: number; started: bigint };

/**
 * One line per request: method, path without its query (queries can carry phone numbers or names),
 * status and duration. No bodies, no addresses, no client IPs.
 */
export function logRequest(logger: Logger, { method, path, status, started }: Logged): void {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logger[status >= 500 ? "error" : "info"]({ method, path, status, ms: Math.round(ms * 10) / 10 });
}

/** Logs every request Express answers (`logRequest`). */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logRequest(logger, { method: req.method, path: req.path, status: res.statusCode, started });
    });
    next();
  };
}
