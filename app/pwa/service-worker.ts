/**
 * The service worker, built into /sw.js by scripts/build-web-app.ts with the build's version and the shell's
 * files filled in.
 *
 * - Pages always come from the network: nothing personal (an order, a cart, the back office) is ever stored
 *   here. When the network fails, the offline page of the page's language is shown instead of the browser's
 *   error; it shows the order and booking this phone last tracked, which the tracking pages kept in this
 *   browser's own storage.
 * - Hashed files under /assets never change, so they are served from the cache once fetched.
 * - A new deployment has a new version: it installs beside the old one, takes over at once and deletes the
 *   old caches.
 */
import { localeOfPath } from "~/i18n/locale";

import { offlinePagePaths } from "./web-app";

declare const BUILD_VERSION: string;
declare const SHELL_FILES: readonly string[];

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const shellCache = `shell-${BUILD_VERSION}`;
const assetCache = `assets-${BUILD_VERSION}`;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      // "reload": the offline pages and the unhashed files are taken fresh from the server, not its HTTP cache.
      .then((cache) => cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== shellCache && name !== assetCache) await caches.delete(name);
      }
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

async function pageOrOffline(event: FetchEvent, path: string): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    const offline = await caches.match(offlinePagePaths[localeOfPath(path)], { cacheName: shellCache });
    return offline ?? Response.error();
  }
}

async function cachedFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(assetCache);
    await cache.put(request, response.clone());
  }
  return response;
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === "navigate") event.respondWith(pageOrOffline(event, url.pathname));
  else if (url.pathname.startsWith("/assets/") || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(cachedFirst(request));
  }
});
