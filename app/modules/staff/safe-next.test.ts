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
