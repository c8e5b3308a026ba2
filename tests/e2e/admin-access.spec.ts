import crypto from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "./a11y";
import { ownerCredentials, signInAs, signInAsOwner, signInAsStaff, uniqueUsername } from "./admin-session";

/** A made-up client address per test (the server trusts X-Forwarded-For from loopback), so the per-address
 * sign-in throttle of one test never reaches another. */
async function fromOwnAddress(page: Page): Promise<void> {
  const address = `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
  // On the context, so page.request carries it too.
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
}

// scrypt (N = 2^17) takes a while on a busy machine: give each sign-in a few seconds more.
const signInWait = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  return response;
}

test("an anonymous visit to a back-office page goes to the sign-in page and back after signing in @phone", async ({
  page,
}) => {
  await fromOwnAddress(page);
  await page.goto("/admin/orders?status=new");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders%3Fstatus%3Dnew$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);

  await page.getByLabel("Username").fill(ownerCredentials.username);
  await page.getByLabel("Password").fill(ownerCredentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=new$/, signInWait);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "staff_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
});

test("a wrong password gets the one message for every failed sign-in", async ({ page }) => {
  await fromOwnAddress(page);
  await gotoHydrated(page, "/admin/login");
  await page.getByLabel("Username").fill(uniqueUsername("nobody"));
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect username or password.", signInWait);
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel("Username").fill(ownerCredentials.username);
  await page.getByLabel("Password").fill("wrong-owner-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect username or password.", signInWait);
});

test("the shell shows the sections, the signed-in owner and the sign-out buttons @phone", async ({
  page,
}, testInfo) => {
  await signInAsOwner(page);
  await gotoHydrated(page, "/admin/staff");
  const phone = testInfo.project.name.endsWith("phone");
  if (phone) {
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
  }
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav).toBeVisible();
  for (const name of [
    "Dashboard",
    "Orders",
    "Bookings",
    "Technicians",
    "Messages",
    "Products",
    "Brands",
    "Spare parts",
    "Outbox",
    "Staff",
    "Audit log",
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Staff", exact: true })).toHaveAttribute("aria-current", "page");
  const signedIn = phone ? nav : page.locator("aside");
  await expect(signedIn.getByText("Owner", { exact: true })).toBeVisible();
  await expect(signedIn.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await expect(signedIn.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();

  if (phone) {
    await nav.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
  }
});

test("a staff user sees no owner sections and gets a plain 403 page on /admin/staff, /admin/audit, /admin/gstr1 and /admin/breaches", async ({
  page,
}) => {
  const account = await signInAsStaff(page);
  await gotoHydrated(page, "/admin");
  const nav = page.locator("aside").getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "GSTR-1" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Data breaches" })).toHaveCount(0);
  await expect(page.locator("aside").getByText(account.displayName)).toBeVisible();

  for (const path of ["/admin/staff", "/admin/audit", "/admin/gstr1", "/admin/breaches"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    await expect(page.getByText("Only the owner can open this page.")).toBeVisible();
  }
  // the return's files are the owner's too
  expect((await page.request.get("/admin/gstr1.json?month=2026-10")).status()).toBe(403);
  expect((await page.request.get("/admin/gstr1.csv")).status()).toBe(403);
  const refused = await page.request.post("/admin/staff", {
    form: {
      intent: "create",
      username: uniqueUsername(),
      displayName: "Sneaky",
      role: "owner",
      password: "sneaky-password-1",
    },
  });
  expect(refused.status()).toBe(403);
  const breach = await page.request.post("/admin/breaches", {
    form: { intent: "record", discoveredAt: "2026-11-20T10:30", nature: "Made up by a staff user." },
  });
  expect(breach.status()).toBe(403);
});

test("the owner records a data breach, sees the Board's 72-hour deadline, and notes when the Board was told", async ({
  page,
}) => {
  await fromOwnAddress(page);
  await signInAsOwner(page);
  await gotoHydrated(page, "/admin/breaches");
  await expect(page.getByRole("heading", { level: 1, name: "Data breaches" })).toBeVisible();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Record the breach" }) });
  // nothing filled: each field says what it needs
  await form.getByRole("button", { name: "Record the breach" }).click();
  await expect(form.getByLabel("What happened")).toHaveAccessibleDescription(
    "Describe what happened in a sentence or more.",
  );
  await form.getByLabel("Became aware of it (India time)").fill("2026-11-20T10:30");
  await form.getByLabel("People affected (if known)").fill("40");
  await form
    .getByLabel("What happened")
    .fill("A staff phone with the day's delivery list was lost on a bus.");
  await form.getByLabel("Personal data affected").fill("Names, mobile numbers and delivery addresses");
  await form.getByLabel("What was done to contain it").fill("Signed the phone out and changed the password.");
  await form.getByRole("button", { name: "Record the breach" }).click();
  const entry = page
    .getByRole("article")
    .filter({ hasText: "A staff phone with the day's delivery list" })
    .first();
  await expect(entry).toContainText("Report to the Board due23 Nov 2026, 10:30 am");
  await expect(entry).toContainText("Board report overdue");
  await expectNoSeriousA11yViolations(page, { include: "main" });
  await entry.getByRole("button", { name: "The Board is told" }).click();
  await expect(entry).toContainText(/Told \d/);
  await expect(entry).not.toContainText("Board report overdue");
  await expect(entry.getByRole("button", { name: "The people are told" })).toBeVisible();
});

test("the owner adds a staff user, who signs in and out; the audit log shows the change", async ({
  page,
  browser,
}) => {
  await signInAsOwner(page);
  await gotoHydrated(page, "/admin/staff");
  const username = uniqueUsername("new");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add user" }) });

  await form.getByLabel("Username", { exact: true }).fill(username);
  await form.getByLabel("Name", { exact: true }).fill("Meena R");
  await form.getByLabel("Initial password").fill("too-short");
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form.getByText("Use at least 12 characters.")).toBeVisible(signInWait);
  await expect(form.getByLabel("Initial password")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Initial password").fill("meena-password-1");
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("status")).toContainText(`Added Meena R (${username}) as staff.`, signInWait);
  await expect(page.getByRole("row").filter({ hasText: username })).toContainText("Active");

  await gotoHydrated(page, "/admin/audit");
  const entry = page
    .getByRole("row")
    .filter({ hasText: "staff.create" })
    .filter({ hasText: "Meena R" })
    .first();
  await expect(entry).toContainText("Owner (admin)");
  await expect(entry).toContainText("username:");

  const context = await browser.newContext();
  const staffPage = await context.newPage();
  try {
    await fromOwnAddress(staffPage);
    await gotoHydrated(staffPage, "/admin/login");
    await staffPage.getByLabel("Username").fill(username);
    await staffPage.getByLabel("Password").fill("meena-password-1");
    await staffPage.getByRole("button", { name: "Sign in" }).click();
    await expect(staffPage).toHaveURL(/\/admin$/, signInWait);
    await expect(staffPage.locator("aside").getByText("Meena R")).toBeVisible();
    await staffPage.locator("aside").getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(staffPage).toHaveURL(/\/admin\/login$/);
    await staffPage.goto("/admin/orders");
    await expect(staffPage).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
  } finally {
    await context.close();
  }
});

test("sign out everywhere ends the user's other sessions", async ({ page, browser }) => {
  const account = await signInAsStaff(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await signInAs(otherPage, account.username, account.password);
    await gotoHydrated(otherPage, "/admin");
    await expect(otherPage.locator("aside").getByText(account.displayName)).toBeVisible();

    await gotoHydrated(page, "/admin");
    await page.locator("aside").getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await otherPage.goto("/admin/orders");
    await expect(otherPage).toHaveURL(/\/admin\/login\?next=/);
  } finally {
    await other.close();
  }
});

test("the 11th wrong attempt in 15 minutes is refused with the wait message", async ({ page }) => {
  test.setTimeout(120_000);
  await fromOwnAddress(page);
  const username = uniqueUsername("throttled");
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await page.request.post("/admin/login", {
      form: { username, password: `wrong-password-${attempt}` },
      maxRedirects: 0,
    });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }
  await gotoHydrated(page, "/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("wrong-password-11");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Too many attempts. Please wait 15 minutes and try again.",
  );
});

test("the sign-in page, the shell with the staff page, and the audit log pass axe @phone", async ({
  page,
}) => {
  await fromOwnAddress(page);
  await gotoHydrated(page, "/admin/login");
  await expectNoSeriousA11yViolations(page);

  await signInAsOwner(page);
  await gotoHydrated(page, "/admin/staff");
  await expectNoSeriousA11yViolations(page);
  await gotoHydrated(page, "/admin/audit");
  await expectNoSeriousA11yViolations(page);
});

test("robots.txt keeps crawlers out of the back office", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toMatch(/^Disallow: \/admin$/m);
});

test("an unknown back-office address shows the back office's own 404, and asks strangers to sign in", async ({
  page,
}) => {
  const anonymous = await page.goto("/admin/no-such-page");
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  expect(anonymous?.status()).toBe(200);

  await signInAsOwner(page);
  const response = await page.goto("/admin/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeAttached();
});
