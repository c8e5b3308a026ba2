import { PassThrough } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";

import { pageWithPolicy, renderMarker } from "./lib/content-security-policy.server";
import { getEnv } from "./lib/env.server";
import { paymentGateway } from "./modules/payments/gateway.server";
import "./i18n/tamil.server";
import { withTamilPreloads } from "./i18n/tamil-preloads.server";
import { TamilTextsRead } from "./i18n/text";
import { isDatabaseUnavailable } from "./lib/database-unavailable";
import { logUnexpectedError } from "./lib/error-log.server";
import { withCompactRouteManifest } from "./lib/compact-route-manifest.server";
import { ScriptMarker } from "./lib/pre-paint-script";
import { withScriptsAfterPaint } from "./lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

/** Requests that failed because the database is down: their page answers 503, not 500. */
const databaseDown = new WeakSet<Request>();

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
    const marker = renderMarker();
    const tamilTextsRead = new Set<string>();
    const { pipe, abort } = renderToPipeableStream(
      <TamilTextsRead value={tamilTextsRead}>
        <ScriptMarker value={marker}>
          <ServerRouter context={routerContext} url={request.url} nonce={marker} />
        </ScriptMarker>
      </TamilTextsRead>,
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
            // Each step changes the page's inline scripts or what they load, so all come before the hashes.
            const rendered = withScriptsAfterPaint(
              withTamilPreloads(
                withCompactRouteManifest(Buffer.concat(chunks).toString("utf8")),
                routerContext,
                tamilTextsRead,
              ),
            );
            const page = pageWithPolicy(rendered, marker, {
              formTargets: paymentGateway(getEnv())?.formOrigins ?? [],
            });
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", page.policy);
            // As bytes: a string body is copied whole by the Response (to well-formed UTF-16, 110 KB for a
            // 55 KB page), and under load those copies outlived the young generation: the heap reached
            // 1.2 GB between full collections on /shop, against 0.6 GB with the bytes.
            resolve(new Response(Buffer.from(page.html), { status, headers: responseHeaders }));
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
