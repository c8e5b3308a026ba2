import fs from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import { negotiateEncoding, type Encoding } from "./accept-encoding";

const suffix = { br: ".br", gzip: ".gz" } as const;

/** Every file under `dir` that has a .br or .gz twin beside it, by URL path ("/entry.client-abc.js"). */
function findPrecompressed(dir: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const encodings = (["br", "gzip"] as const).filter((encoding) => fs.existsSync(file + suffix[encoding]));
    if (encodings.length === 0) continue;
    const urlPath = "/" + path.relative(dir, file).split(path.sep).join("/");
    found.set(urlPath, [...encodings, "identity"]);
  }
  return found;
}

/**
 * Serves the .br or .gz twin that `npm run build` wrote (scripts/precompress.ts) when the request accepts it,
 * with the original's Content-Type; otherwise (or for a file without twins) hands on to express.static.
 * The file list is read once at start: the build does not change under a running server.
 */
export function servePrecompressed(
  dir: string,
  options: { maxAge: string; immutable?: boolean },
): RequestHandler {
  const files = findPrecompressed(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = files.get(req.path);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = negotiateEncoding(req.headers["accept-encoding"], available);
    if (encoding === "identity") return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(path.join(dir, req.path) + suffix[encoding], { ...options, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}
