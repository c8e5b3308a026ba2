/**
 * After `react-router build`: writes a .br (brotli, best quality) and a .gz (gzip, level 9) beside every
 * compressible file of BUILD_DIR/client (default build/client), so the server sends them as they are
 * (server/precompressed.ts) instead of compressing on every request. A twin no smaller than the file is
 * not written.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const clientDir = path.resolve(root, process.env.BUILD_DIR || "build", "client");

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico)$/;
/** Smaller files gain nothing worth a second request path. */
const smallest = 1024;

function precompress(file: string): number {
  const body = fs.readFileSync(file);
  let written = 0;
  const twins: [string, Buffer][] = [
    [
      ".br",
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ],
    [".gz", zlib.gzipSync(body, { level: 9 })],
  ];
  for (const [suffix, compressed] of twins) {
    fs.rmSync(file + suffix, { force: true });
    if (compressed.length >= body.length) continue;
    fs.writeFileSync(file + suffix, compressed);
    written += 1;
  }
  return written;
}

if (!fs.existsSync(clientDir)) {
  console.error(`precompress: ${clientDir} is missing; run react-router build first.`);
  process.exit(1);
}
let files = 0;
let twins = 0;
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (fs.statSync(file).size < smallest) continue;
  files += 1;
  twins += precompress(file);
}
console.log(`precompress: ${twins} .br/.gz files for ${files} files in ${path.relative(root, clientDir)}`);
