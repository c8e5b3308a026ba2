import { expect, test, type Page } from "@playwright/test";

// The footer and the home page's sections are server HTML whose code loads after the page
// (app/components/lazy-section.tsx). These tests hold the promises that pattern makes.

/** Console errors and warnings of a page, React's hydration warnings among them. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // Playwright itself logs that it blocked the service worker (the suite blocks it outside the app specs).
    if (message.text().startsWith("Service Worker registration blocked by Playwright")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("the footer and the home sections are in the server HTML, in place", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(">Privacy Policy</a>");
  expect(html).toContain("What Our Customers Say");
  expect(html).toContain("Service You Can Count On");
  expect(html).toContain('aria-labelledby="booking-form-title"');
  // Nothing is sent as a placeholder to be swapped in by script later.
  expect(html).not.toContain("<template");
  expect(html).not.toContain("<!--$?-->");
});

for (const path of ["/", "/shop"]) {
  test(`${path} hydrates without console errors or a flash of the lazy sections`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedSections: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof HTMLElement &&
              (node.matches("footer, section") || node.querySelector("footer"))
            )
              removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("footer")).toContainText("Privacy Policy");
    expect(
      await page.evaluate(() => (window as unknown as { removedSections: string[] }).removedSections),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("the lazy sections load on client-side navigation", async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto("/privacy");
  await page.waitForLoadState("networkidle");
  await page.locator("[data-home-link]").first().click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Service You Can Count On" })).toBeVisible();
  await expect(page.locator("footer")).toContainText("Privacy Policy");
  expect(problems).toEqual([]);
});

test("a footer link works before the footer's code has loaded", async ({ page }) => {
  await page.route(/\/assets\/site-footer-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
});
