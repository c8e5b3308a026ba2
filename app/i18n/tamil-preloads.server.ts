import { readdirSync } from "node:fs";
import path from "node:path";

import type { EntryContext } from "react-router";

const hashedScript = /\/([^/]+)-[\w-]{8}\.js$/;

/** The browser build's Tamil text files by the file they are the twin of ("shared-field" -> its URL). */
export function tamilFilesIn(assetsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  try {
    for (const file of readdirSync(assetsDir)) {
      const twin = /^ta-(.+)-[\w-]{8}\.js$/.exec(file)?.[1];
      if (twin) files.set(twin, `/assets/${file}`);
    }
  } catch {
    // No browser build (development, tests): Vite serves the files and nothing is preloaded.
  }
  return files;
}

/**
 * The Tamil text files a Tamil page needs for the scripts it loads first: vite.chunks.ts puts each Tamil
 * file next to its English twin, as "ta-" + that file's name.
 */
export function tamilFilesFor(scriptUrls: readonly string[], files: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const url of scriptUrls) {
    const twin = files.get(hashedScript.exec(url)?.[1] ?? "");
    if (twin) found.add(twin);
  }
  return [...found];
}

let builtFiles: Map<string, string> | undefined;

/**
 * A Tamil page's HTML with modulepreload links for its Tamil text files, so the browser fetches them
 * alongside the page's scripts rather than after hydration asks for them.
 */
export function withTamilPreloads(html: string, context: EntryContext): string {
  const matches = context.staticHandlerContext.matches;
  if (!matches.some((match) => match.route.id.startsWith("ta/"))) return html;
  builtFiles ??= tamilFilesIn(path.resolve(process.env.BUILD_DIR || "build", "client", "assets"));
  const { entry, routes } = context.manifest;
  const scripts = [entry.module, ...entry.imports];
  for (const match of matches) {
    const route = routes[match.route.id];
    if (route) scripts.push(route.module, ...(route.imports ?? []));
  }
  const links = tamilFilesFor(scripts, builtFiles)
    .map((url) => `<link rel="modulepreload" href="${url}"/>`)
    .join("");
  return links ? html.replace("</head>", `${links}</head>`) : html;
}
