/**
 * `npm run lighthouse`: Lighthouse 12's mobile preset (simulated slow 4G, 4x CPU slowdown) in Debian's
 * Chromium against the production build on a fresh database. Each page is measured LIGHTHOUSE_RUNS times
 * (default 3); the table shows each figure's median and marks the ones that miss the goal. HTML and JSON
 * reports go to reports/lighthouse/. Exits 1 when a goal is missed.
 *
 *   npm run lighthouse
 *   npm run lighthouse -- /shop /products/1
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "../tests/support/chromium";
import { freePort } from "../tests/support/free-port";
import { repoRoot, startServer, stopServer, waitForHealth } from "../tests/support/server-process";
import { buildIfStale } from "./build-if-stale";
import { allGoalsMet, figuresTable, medianFigures, type RunFigures } from "./lighthouse/summary";

const defaultPages = [
  "/",
  "/shop",
  "/shop?category=ac&sort=price-low",
  "/products/1",
  "/cart",
  "/services",
  "/contact",
  "/services/book",
];

const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`LIGHTHOUSE_RUNS must be a whole number of 1 or more, not "${process.env.LIGHTHOUSE_RUNS}".`);
  process.exit(2);
}
const reportDir = path.join(repoRoot, "reports", "lighthouse");

function figuresOf(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

function slug(page: string): string {
  return (
    page
      .replace(/^\//, "")
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "") || "home"
  );
}

buildIfStale();
fs.mkdirSync(reportDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
const server = startServer({
  PORT: String(await freePort()),
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: "lighthouse-owner-password",
  WEB_CONCURRENCY: "1",
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ["--headless=new", ...chromiumArgs],
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-chrome-")),
});

try {
  await waitForHealth(server);
  const rows: { page: string; figures: RunFigures }[] = [];
  for (const page of pages.length > 0 ? pages : defaultPages) {
    const url = server.baseUrl + page;
    await fetch(url).then((response) => response.arrayBuffer()); // a first visit fills the page cache
    const figures: RunFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ["html", "json"],
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const [html = "", json = ""] = result.report as string[];
      fs.writeFileSync(path.join(reportDir, `${slug(page)}-${run}.html`), html);
      fs.writeFileSync(path.join(reportDir, `${slug(page)}-${run}.json`), json);
      figures.push(figuresOf(result.lhr));
      process.stderr.write(`${page} run ${run}: performance ${figures.at(-1)!.performance}\n`);
    }
    rows.push({ page, figures: medianFigures(figures) });
  }
  console.log(`\nLighthouse 12, mobile preset, median of ${runs} run(s), production build, fresh database\n`);
  console.log(figuresTable(rows));
  console.log(`\nReports: reports/lighthouse/`);
  process.exitCode = allGoalsMet(rows) ? 0 : 1;
} finally {
  chrome.kill();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
