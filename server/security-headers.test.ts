import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";

import { securityHeaders } from "./security-headers";

function headersSent(hsts: boolean): Map<string, string> {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
  let passed = false;
  securityHeaders({ hsts })({} as Request, res as unknown as Response, () => (passed = true));
  expect(passed).toBe(true);
  return headers;
}

describe("security headers", () => {
  it("send HSTS only when asked to (the public address is https)", () => {
    expect(headersSent(true).get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(headersSent(false).has("strict-transport-security")).toBe(false);
  });

  it("always send nosniff, a referrer policy and no framing", () => {
    const headers = headersSent(false);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
  });
});
