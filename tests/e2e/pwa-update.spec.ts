import fs from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { freePort } from "../support/free-port";
import {
  freshDataDir,
  repoRoot,
  startServer,
  stopServer,
  waitForHealth,
  type ServerProcess,
} from "../support/server-process";

// The other specs block the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: "allow" });

const buildDir = path.resolve(repoRoot, process.env.BUILD_DIR || "build");

/** The shell cache names the page's service worker holds. */
const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("shell-")));

/**
 * A copy of the build that differs as a new deployment does: its service worker has another version. The
 * copy sits in the repository so the server's packages resolve from it.
 */
function nextDeployment(): { dir: string; from: string; to: string } {
  const dir = fs.mkdtempSync(path.join(repoRoot, "build-next-"));
  fs.cpSync(buildDir, dir, { recursive: true });
  const worker = path.join(dir, "client/sw.js");
  const source = fs.readFileSync(worker, "utf8");
  const from = /shell-([0-9a-f]{16})/.exec(source)?.[1];
  if (!from) throw new Error("The built service worker names no shell cache version.");
  const to =
    from.split("").reverse().join("") === from ? "0123456789abcdef" : from.split("").reverse().join("");
  fs.writeFileSync(worker, source.replaceAll(from, to));
  return { dir, from, to };
}

test("a new deployment's service worker takes over and clears the old caches", async ({ page }) => {
  test.slow();
  const next = nextDeployment();
  const port = await freePort();
  const dataDirs: string[] = [];
  const start = async (build: string): Promise<ServerProcess> => {
    const dataDir = freshDataDir("shop-e2e-update-", process.env.E2E_TEMPLATE_DATA_DIR);
    dataDirs.push(dataDir);
    const server = startServer({ PORT: String(port), BUILD_DIR: build, DATA_DIR: dataDir });
    await waitForHealth(server);
    return server;
  };
  let server = await start(buildDir);
  try {
    const home = `http://127.0.0.1:${port}/`;
    await page.goto(home);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    expect(await shellCaches(page)).toEqual([`shell-${next.from}`]);

    await stopServer(server);
    server = await start(next.dir);
    // Each visit asks the server for /sw.js (never from the HTTP cache): the new version installs and takes over.
    await page.goto(home);
    await expect.poll(() => shellCaches(page), { timeout: 20_000 }).toEqual([`shell-${next.to}`]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The new version's offline page answers once the signal goes.
    await page.context().setOffline(true);
    await page.goto(`http://127.0.0.1:${port}/cart`);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await page.context().setOffline(false);
  } finally {
    await stopServer(server);
    for (const dir of [next.dir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
