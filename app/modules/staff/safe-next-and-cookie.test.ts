import { describe, expect, it } from "vitest";

import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/orders?status=new", "/admin/orders?status=new"],
    ["/admin/orders/12#lines", "/admin/orders/12#lines"],
  ])("keeps the back-office path %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    "",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "/administrator",
    "/shop",
    "/admin/../shop",
    "/admin/login?next=/admin",
    "/admin/logout",
    "javascript:alert(1)",
    "admin/orders",
    " /admin",
  ])("falls back to /admin for %s", (next) => {
    expect(safeNextPath(next)).toBe("/admin");
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, and Secure only when PUBLIC_URL is https", async () => {
    const { parseEnv } = await import("../../lib/env.server");
    const { clearedSessionCookie, sessionCookie, sessionTokenFromRequest } =
      await import("./sessions.server");
    const { cookieIsSecure } = await import("../../lib/session-cookie.server");
    expect(cookieIsSecure(parseEnv({}))).toBe(false);
    expect(cookieIsSecure(parseEnv({ PUBLIC_URL: "http://127.0.0.1:4173" }))).toBe(false);
    expect(
      cookieIsSecure(
        parseEnv({
          PUBLIC_URL: "https://shop.example.in",
          GSTIN: "33AAGCK1234M1ZM",
          SIGNING_SECRET: "a-test-signing-secret-of-at-least-32-characters",
        }),
      ),
    ).toBe(true);
    expect(sessionCookie("abc", false)).toBe("staff_session=abc; Path=/; HttpOnly; SameSite=Lax");
    expect(sessionCookie("abc", true)).toBe("staff_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(clearedSessionCookie(false)).toBe("staff_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    const request = new Request("http://127.0.0.1/admin", {
      headers: { Cookie: "a=1; staff_session=tok-en_1; b=2" },
    });
    expect(sessionTokenFromRequest(request)).toBe("tok-en_1");
    expect(sessionTokenFromRequest(new Request("http://127.0.0.1/admin"))).toBeNull();
  });
});
