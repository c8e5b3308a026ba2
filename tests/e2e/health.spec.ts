import { expect, test } from "@playwright/test";

test("the health check answers with the database up", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "up" });
});

test("an unknown URL answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("pages carry a script-hash CSP that the page's own scripts satisfy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  // Hydration ran: a client-side navigation works without a full reload.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(violations).toEqual([]);
});

test("a cross-origin POST is refused", async ({ request }) => {
  const response = await request.post("/", {
    headers: { Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
    form: { anything: "1" },
  });
  expect(response.status()).toBe(403);
});

test("a form posted to a page that takes none gets a 4xx page inside the shop's shell, not a crash", async ({
  request,
}) => {
  const response = await request.post("/products/1", { form: { intent: "add-to-cart", quantity: "1" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain("This page could not handle that request.");
  expect(html).toContain("Continue Shopping");
  expect(html).toContain('aria-label="Main"');
});
