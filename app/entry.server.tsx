import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";

import "./i18n/tamil.server";
import { withTamilPreloads } from "./i18n/tamil-preloads.server";
import { isDatabaseUnavailable } from "./lib/database-unavailable";
import { logUnexpectedError } from "./lib/error-log.server";

export const streamTimeout = 5_000;

/** Requests that failed because the database is down: their page answers 503, not 500. */
const databaseDown = new WeakSet<Request>();

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The page CSP allows only our own script files plus the exact inline scripts of this page, by hash.
 * Hashes (not a per-response nonce) keep the HTML identical for every visitor, so it can be cached.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(inlineScript)) {
    if (body) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Expected refusals (404, 405 for a POST to a page without an action, 4xx thrown by a loader or action)
 * are already in the request log: nothing more. Anything else is logged without its message when it
 * comes from the database (see error-log.server.ts) and without the query string. An outage is noted
 * here because the errors reach handleRequest already sanitised.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseUnavailable(error)) databaseDown.add(request);
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logUnexpectedError(error, { method: request.method, path: new URL(request.url).pathname });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // A page that failed because the database is down is a temporary outage (503), not a fault (500).
    if (status === 500 && databaseDown.has(request)) {
      status = 503;
      responseHeaders.set("Retry-After", "30");
    }
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // The page is sent whole (onAllReady), so every Suspense boundary goes out in place. React's default
        // would move boundaries after the first 12.8 KB to the end of the page, swapped in by script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("error", reject);
          sink.on("end", () => {
            const html = withTamilPreloads(Buffer.concat(chunks).toString("utf8"), routerContext);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            if (!import.meta.env.DEV)
              responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(html));
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          logUnexpectedError(error, { path: new URL(request.url).pathname });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
