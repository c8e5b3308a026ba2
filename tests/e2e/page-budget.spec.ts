import { expect, test } from "@playwright/test";

import { maxPageHtmlKb } from "../../scripts/page-budgets";
import { announcedScripts } from "../support/announced-scripts";

for (const path of ["/", "/shop"]) {
  test(`${path} sends at most ${maxPageHtmlKb} KB of HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const kb = (await response.body()).length / 1024;
    expect(kb, `${path} HTML is ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(maxPageHtmlKb);
  });
}

// Decisions 062 and 067: the stylesheet, the fonts and the first screen's pictures come first; the page's
// scripts are announced only once it has painted, at low priority (scripts the page imports later, once it
// runs, are not announced and keep their priority).
for (const path of ["/shop", "/ta"]) {
  test(`${path} fetches its scripts after the first paint, at low priority, and its stylesheet first`, async ({
    page,
  }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Network.enable");
    const priorities = new Map<string, string>();
    devtools.on("Network.requestWillBeSent", ({ request }) => {
      priorities.set(new URL(request.url).pathname, request.initialPriority);
    });
    const html = await (await page.goto(path))!.text();
    expect(html).not.toContain('<link rel="modulepreload"');
    const announced = announcedScripts(html);
    expect(announced.length).toBeGreaterThanOrEqual(5);
    await expect.poll(() => announced.filter((url) => priorities.has(url)).length).toBe(announced.length);
    expect(
      announced.map((url) => [url, priorities.get(url)]).filter(([, priority]) => priority !== "Low"),
    ).toEqual([]);
    const stylesheet = [...priorities].find(([url]) => url.endsWith(".css"));
    expect(stylesheet?.[1]).toBe("VeryHigh");

    // The browser's own timeline: the first contentful paint, then the first script request.
    const timeline = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
    await expect.poll(async () => (await timeline()).scripts.length).toBeGreaterThanOrEqual(announced.length);
    const { paint, scripts } = await timeline();
    expect(Math.min(...scripts)).toBeGreaterThan(paint);
  });
}
