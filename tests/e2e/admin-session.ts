import crypto from "node:crypto";

import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";

/** The first owner, created on the test server's first start from ADMIN_PASSWORD (playwright.config.ts). */
export const ownerCredentials = { username: "admin", password: "test-owner-password-1" } as const;

function baseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("Playwright's baseURL is not set");
  return url;
}

/** A username nobody else uses, so parallel workers never share (or throttle) an account. */
export function uniqueUsername(prefix = "staff"): string {
  return `${prefix}-${crypto.randomBytes(5).toString("hex")}`;
}

/** Posts the login form; the redirect's Set-Cookie lands in whichever context made the request. */
async function postLogin(api: APIRequestContext, username: string, password: string) {
  const response = await api.post("/admin/login", {
    form: { username, password, next: "/admin" },
    maxRedirects: 0,
  });
  expect(response.status(), `signing in as ${username}`).toBe(302);
  expect(response.headers()["location"]).toBe("/admin");
}

export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await postLogin(page.request, username, password);
}

/** Signs the page's browser context in as the owner (`admin`). */
export async function signInAsOwner(page: Page): Promise<void> {
  await signInAs(page, ownerCredentials.username, ownerCredentials.password);
}

export type StaffAccount = { username: string; password: string; displayName: string };

/**
 * Creates a staff user through the owner's staff page action (from a separate request context, so the
 * page's own cookies are untouched), then signs the page in as that user. Each call makes a new user.
 */
export async function signInAsStaff(page: Page): Promise<StaffAccount> {
  const account: StaffAccount = {
    username: uniqueUsername(),
    password: `staff-password-${crypto.randomBytes(6).toString("hex")}`,
    displayName: "Test Staff",
  };
  const owner = await request.newContext({ baseURL: baseURL() });
  try {
    await postLogin(owner, ownerCredentials.username, ownerCredentials.password);
    const created = await owner.post("/admin/staff", {
      form: { intent: "create", ...account, role: "staff" },
      maxRedirects: 0,
    });
    expect(created.status(), "creating the staff user").toBeLessThan(400);
  } finally {
    await owner.dispose();
  }
  await signInAs(page, account.username, account.password);
  return account;
}
