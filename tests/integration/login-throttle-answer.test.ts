import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { maxPairFailures, recordLoginFailure } from "../../app/modules/staff/login-throttle.server";
import type { DatabaseHandle } from "../../db/client.server";
import { addStaffUser, testContext } from "../support/staff-accounts";
import { testBackends } from "../support/test-database";

type LoginRoute = {
  action(args: { request: Request; params: object; context: unknown }): Promise<unknown>;
  headers(args: { actionHeaders: Headers; loaderHeaders: Headers }): Headers;
};

// Imported by path, like the back-office guard test: modules never import routes, but this test drives one.
const routeFile = fileURLToPath(new URL("../../app/routes/admin/login.tsx", import.meta.url));
const login = (await import(routeFile)) as LoginRoute;

function signInRequest(username: string, password: string): Request {
  const body = new URLSearchParams({ username, password, next: "/admin" });
  return new Request("http://127.0.0.1/admin/login", { method: "POST", body });
}

describe.each(testBackends())("the sign-in page's answers on $name", { timeout: 120_000 }, (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers a throttled address 429 with Retry-After in seconds, and never lets the page be cached", async () => {
    const user = await addStaffUser(handle.db);
    const address = "198.51.100.90";
    for (let i = 0; i < maxPairFailures; i++) {
      await recordLoginFailure(handle.db, { username: user.username, address });
    }
    const result = (await login.action({
      request: signInRequest(user.username, user.password),
      params: {},
      context: testContext(handle.db, address),
    })) as { init: ResponseInit | null };
    expect(result.init?.status).toBe(429);
    const actionHeaders = new Headers(result.init?.headers);
    const retryAfter = Number(actionHeaders.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const page = login.headers({ actionHeaders, loaderHeaders: new Headers() });
    expect(page.get("Retry-After")).toBe(String(retryAfter));
    expect(page.get("Cache-Control")).toBe("no-store");
    expect(
      login.headers({ actionHeaders: new Headers(), loaderHeaders: new Headers() }).get("Cache-Control"),
    ).toBe("no-store");
  });
});
