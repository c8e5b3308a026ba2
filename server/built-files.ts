import fs from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

/** Every file under `dir` by URL path ("/favicon.svg", "/images/a.webp"); none when `dir` is missing. */
export function listBuiltFiles(dir: string): Set<string> {
  const found = new Set<string>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.add("/" + path.relative(dir, file).split(path.sep).join("/"));
  }
  return found;
}

/**
 * Runs `handlers` (the static file middlewares) only for a path that names a file of the build, listed
 * once at start: the build does not change under a running server. Every page request would otherwise
 * cost a file-system lookup and a thrown-away "not found" error on its way to the page handler.
 */
export function onlyBuiltFiles(dir: string, ...handlers: RequestHandler[]): RequestHandler {
  const files = listBuiltFiles(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!files.has(urlPath)) return next();
    let index = 0;
    const step = (error?: unknown): void => {
      const handler = handlers[index++];
      if (error !== undefined || !handler) return next(error);
      try {
        void handler(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
