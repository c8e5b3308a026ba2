// Fails when a storefront or back-office page's first load needs more JavaScript (gzip KB or script requests)
// or CSS than scripts/page-budgets.ts allows, reading the route manifest React Router writes into the browser
// build.
// `npm test` runs it right after `react-router build`. Usage: check-budgets.ts [build/client]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { tamilFilesFor, tamilFilesIn } from "../app/i18n/tamil-preloads.server";

import { backOfficeBudget, type Budget, storefrontBudget, tamilStorefrontBudget } from "./page-budgets";

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}

/**
 * The layouts whose pages the budgets cover: every storefront page (English, and Tamil under /ta), every
 * signed-in back-office page.
 */
export const storeLayoutId = "routes/store/layout";
export const tamilStoreLayoutId = "ta/routes/store/layout";
export const backOfficeLayoutId = "routes/admin/layout";

/** The manifest object from the source of build/client/assets/manifest-*.js. */
export function parseManifest(source: string): BrowserManifest {
  const json = source
    .trim()
    .replace(/^window\.__reactRouterManifest\s*=\s*/, "")
    .replace(/;$/, "");
  return JSON.parse(json) as BrowserManifest;
}

/** The route and its parents, root first. */
function routeChain(manifest: BrowserManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The manifest has no route "${id}".`);
    chain.unshift(route);
  }
  return chain;
}

/** The pages under a layout, in manifest order. */
export function routesUnder(manifest: BrowserManifest, layoutId: string): string[] {
  return Object.keys(manifest.routes).filter(
    (id) => id !== layoutId && routeChain(manifest, id).some((route) => route.id === layoutId),
  );
}

/** The distinct script and stylesheet files a first visit to the route loads, as manifest URLs. */
export function firstLoadFiles(manifest: BrowserManifest, routeId: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const part of [manifest.entry, ...routeChain(manifest, routeId)]) {
    js.add(part.module);
    for (const file of part.imports ?? []) js.add(file);
    for (const file of part.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

export interface PageCost {
  route: string;
  jsKb: number;
  scripts: number;
  cssKb: number;
}

/**
 * What a first visit to each route costs; sizeOf gives one file's gzip bytes. `moreScripts` adds the files
 * a page preloads besides its own (a Tamil page's text files).
 */
export function pageCosts(
  manifest: BrowserManifest,
  routes: string[],
  sizeOf: (url: string) => number,
  moreScripts: (js: string[]) => string[] = () => [],
): PageCost[] {
  const kb = (files: string[]) => files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
  return routes.map((route) => {
    const { js: own, css } = firstLoadFiles(manifest, route);
    const js = [...own, ...moreScripts(own)];
    return { route, jsKb: kb(js), scripts: js.length, cssKb: kb(css) };
  });
}

/** One line per page and limit it breaks; none when every page fits. */
export function overBudget(costs: PageCost[], budget: Budget): string[] {
  const problems: string[] = [];
  for (const cost of costs) {
    if (budget.enforceJs && cost.jsKb > budget.jsKb)
      problems.push(`${cost.route}: ${cost.jsKb.toFixed(1)} KB of JavaScript (budget ${budget.jsKb} KB)`);
    if (cost.scripts > budget.scripts)
      problems.push(`${cost.route}: ${cost.scripts} script requests (budget ${budget.scripts})`);
    if (budget.enforceCss && cost.cssKb > budget.cssKb)
      problems.push(`${cost.route}: ${cost.cssKb.toFixed(1)} KB of CSS (budget ${budget.cssKb} KB)`);
  }
  return problems;
}

/** One line per page; a figure over its budget is marked with "!". */
export function formatTable(costs: PageCost[], budget: Budget): string {
  const width = Math.max(5, ...costs.map((cost) => cost.route.length));
  const mark = (over: boolean) => (over ? "!" : " ");
  const lines = [`${"route".padEnd(width)}   JS KB  requests   CSS KB`];
  for (const cost of costs) {
    lines.push(
      [
        cost.route.padEnd(width),
        `${cost.jsKb.toFixed(1).padStart(6)}${mark(cost.jsKb > budget.jsKb)}`,
        `${String(cost.scripts).padStart(8)}${mark(cost.scripts > budget.scripts)}`,
        `${cost.cssKb.toFixed(1).padStart(6)}${mark(cost.cssKb > budget.cssKb)}`,
      ].join(" "),
    );
  }
  return lines.join("\n");
}

function main() {
  const clientDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR || "build", "client"));
  const assets = path.join(clientDir, "assets");
  let manifestFile: string | undefined;
  try {
    manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  } catch {
    // Reported below.
  }
  if (!manifestFile) {
    console.error(`No route manifest under ${assets}: run \`npx react-router build\` first.`);
    process.exit(1);
  }
  const manifest = parseManifest(readFileSync(path.join(assets, manifestFile), "utf8"));
  const sizes = new Map<string, number>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, url.replace(/[#?].*$/, "")))).length;
      sizes.set(url, size);
    }
    return size;
  };
  const tamilFiles = tamilFilesIn(clientDir);
  const sections = [
    { name: "storefront", layoutId: storeLayoutId, budget: storefrontBudget },
    {
      name: "Tamil storefront",
      layoutId: tamilStoreLayoutId,
      budget: tamilStorefrontBudget,
      moreScripts: (js: string[]) => tamilFilesFor(js, tamilFiles),
    },
    { name: "back-office", layoutId: backOfficeLayoutId, budget: backOfficeBudget },
  ];
  let failed = false;
  for (const { name, layoutId, budget, moreScripts } of sections) {
    const costs = pageCosts(manifest, routesUnder(manifest, layoutId), sizeOf, moreScripts);
    console.log(formatTable(costs, budget));
    console.log(
      `Budgets: ${budget.jsKb} KB of JavaScript${budget.enforceJs ? "" : " (reported only)"}, ` +
        `${budget.scripts} script requests, ${budget.cssKb} KB of CSS${budget.enforceCss ? "" : " (reported only)"}.`,
    );
    const problems = overBudget(costs, budget);
    for (const problem of problems) console.error(`Over budget: ${problem}`);
    if (problems.length > 0) failed = true;
    else console.log(`All ${costs.length} ${name} pages are within the enforced budgets.\n`);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
