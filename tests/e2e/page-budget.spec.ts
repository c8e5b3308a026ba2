import { expect, test } from "@playwright/test";

import { maxPageHtmlKb } from "../../scripts/page-budgets";

for (const path of ["/", "/shop"]) {
  test(`${path} sends at most ${maxPageHtmlKb} KB of HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const kb = (await response.body()).length / 1024;
    expect(kb, `${path} HTML is ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(maxPageHtmlKb);
  });
}

// Decision 062: the stylesheet, the fonts and the first screen's pictures are fetched before the scripts the
// page announces (scripts the page imports later, once it runs, are not announced and keep their priority).
for (const path of ["/shop", "/ta"]) {
  test(`${path} fetches its scripts at low priority and its stylesheet first`, async ({ page }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Network.enable");
    const priorities = new Map<string, string>();
    devtools.on("Network.requestWillBeSent", ({ request }) => {
      priorities.set(new URL(request.url).pathname, request.initialPriority);
    });
    const html = await (await page.goto(path))!.text();
    const announced = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(announced.length).toBeGreaterThanOrEqual(5);
    await expect.poll(() => announced.filter((url) => priorities.has(url)).length).toBe(announced.length);
    expect(
      announced.map((url) => [url, priorities.get(url)]).filter(([, priority]) => priority !== "Low"),
    ).toEqual([]);
    const stylesheet = [...priorities].find(([url]) => url.endsWith(".css"));
    expect(stylesheet?.[1]).toBe("VeryHigh");
  });
}
