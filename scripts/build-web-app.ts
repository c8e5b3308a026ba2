/**
 * After `react-router build`: writes the installable app's files into BUILD_DIR/client (default build/client):
 * /sw.js (app/pwa/service-worker.ts with this build's version and shell files), /offline.js (the offline
 * page's script) and the PNG icons the manifest names, drawn from /favicon.svg.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";
import sharp from "sharp";

import {
  appIcons,
  appleTouchIcon,
  manifestPath,
  offlinePagePaths,
  offlineScriptPath,
  serviceWorkerPath,
} from "../app/pwa/web-app";
import { firstLoadFiles, parseManifest, storeLayoutId } from "./check-budgets";

const root = fileURLToPath(new URL("..", import.meta.url));
const clientDir = path.resolve(root, process.env.BUILD_DIR || "build", "client");
const assetsDir = path.join(clientDir, "assets");

async function bundle(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    target: "es2020",
    define,
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  return result.outputFiles[0]!.text;
}

/** The K on a full blue square, inside the middle 60% that every launcher's mask keeps. */
function maskableIcon(favicon: string): string {
  const drawing = /<path[^>]*\/>/.exec(favicon)?.[0];
  if (!drawing) throw new Error("public/favicon.svg has no <path> to draw the maskable icon from.");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1a56db"/>` +
    `<g transform="translate(6.4 6.4) scale(0.6)">${drawing}</g></svg>`
  );
}

async function writeIcons(): Promise<void> {
  const favicon = fs.readFileSync(path.join(root, "public/favicon.svg"), "utf8");
  for (const icon of [...appIcons, appleTouchIcon]) {
    const svg = Buffer.from(icon.maskable ? maskableIcon(favicon) : favicon);
    const file = path.join(clientDir, icon.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp(svg, { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png()
      .toFile(file);
  }
}

/** What the service worker caches at install: the offline pages, what they show, and the storefront's shell. */
function shellFiles(): string[] {
  const manifestFile = fs.readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error(`No route manifest under ${assetsDir}: run react-router build first.`);
  const manifest = parseManifest(fs.readFileSync(path.join(assetsDir, manifestFile), "utf8"));
  const { js, css } = firstLoadFiles(manifest, storeLayoutId);
  const sprite = fs.readdirSync(assetsDir).find((name) => /^icons-[\w-]+\.svg$/.test(name));
  return [
    ...Object.values(offlinePagePaths),
    offlineScriptPath,
    manifestPath,
    "/favicon.svg",
    ...appIcons.filter((icon) => icon.size === 192).map((icon) => icon.path),
    ...css,
    ...(sprite ? [`/assets/${sprite}`] : []),
    ...js,
  ];
}

async function main() {
  if (!fs.existsSync(assetsDir)) {
    console.error(`build-web-app: ${assetsDir} is missing; run react-router build first.`);
    process.exit(1);
  }
  await writeIcons();
  const offlineScript = await bundle("app/pwa/offline-script.ts");
  fs.writeFileSync(path.join(clientDir, offlineScriptPath), offlineScript);

  const shell = shellFiles();
  // Hashed file names change with their contents: together with the offline script they mark a new deployment.
  const version = createHash("sha256")
    .update(fs.readdirSync(assetsDir).sort().join("\n"))
    .update(offlineScript)
    .digest("hex")
    .slice(0, 16);
  const worker = await bundle("app/pwa/service-worker.ts", {
    BUILD_VERSION: JSON.stringify(version),
    SHELL_FILES: JSON.stringify(shell),
  });
  fs.writeFileSync(path.join(clientDir, serviceWorkerPath), worker);
  console.log(
    `build-web-app: service worker ${version}, ${shell.length} shell files, ${appIcons.length + 1} icons`,
  );
}

await main();
