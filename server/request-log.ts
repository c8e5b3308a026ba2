import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * One line per request: method, path without its query (queries can carry phone numbers or names),
 * status and duration. No bodies, no addresses, no client IPs.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level]({
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}
