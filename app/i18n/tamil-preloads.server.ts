import { readFileSync } from "node:fs";
import path from "node:path";

import type { EntryContext } from "react-router";

import { tamilTextsMeta } from "./text";

/**
 * Written by the browser build (vite.chunks.ts): each script that holds English texts, by URL, and the URL of
 * the Tamil file that holds the same namespaces.
 */
export const tamilTwinsFile = "tamil-twins.json";

/** The browser build's Tamil text files by the script they are the twin of; none without a build. */
export function tamilFilesIn(clientDir: string): Map<string, string> {
  try {
    const twins = JSON.parse(readFileSync(path.join(clientDir, tamilTwinsFile), "utf8")) as Record<
      string,
      string
    >;
    return new Map(Object.entries(twins));
  } catch {
    // No browser build (development, tests): Vite serves the files and nothing is preloaded.
    return new Map();
  }
}

/** The Tamil text files a Tamil page needs for the scripts it loads first, once each. */
export function tamilFilesFor(scriptUrls: readonly string[], files: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const url of scriptUrls) {
    const twin = files.get(url);
    if (twin) found.add(twin);
  }
  return [...found];
}

let builtFiles: Map<string, string> | undefined;

/**
 * A Tamil page's HTML with modulepreload links for its Tamil text files, so the browser fetches them
 * alongside the page's scripts rather than after hydration asks for them, and the names of the namespaces
 * the server render read (`textsRead`), which the browser loads before it hydrates.
 */
export function withTamilPreloads(
  html: string,
  context: EntryContext,
  textsRead: ReadonlySet<string>,
): string {
  const matches = context.staticHandlerContext.matches;
  if (!matches.some((match) => match.route.id.startsWith("ta/"))) return html;
  builtFiles ??= tamilFilesIn(path.resolve(process.env.BUILD_DIR || "build", "client"));
  const { entry, routes } = context.manifest;
  const scripts = [entry.module, ...entry.imports];
  for (const match of matches) {
    const route = routes[match.route.id];
    if (route) scripts.push(route.module, ...(route.imports ?? []));
  }
  const links = tamilFilesFor(scripts, builtFiles)
    .map((url) => `<link rel="modulepreload" href="${url}"/>`)
    .join("");
  const names = [...textsRead].filter((name) => /^[a-z0-9-]+$/.test(name)).sort();
  const meta = names.length > 0 ? `<meta name="${tamilTextsMeta}" content="${names.join(" ")}"/>` : "";
  return links || meta ? html.replace("</head>", `${links}${meta}</head>`) : html;
}
