import { describe, expect, it } from "vitest";

import { burnHashWork, generatePassword, hashPassword, verifyPassword } from "./password.server";

describe("staff password hashing", () => {
  it("stores scrypt N=2^17, r=8, p=1 with a salt in a self-describing string", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain("correct horse battery");
    const again = await hashPassword("correct horse battery");
    expect(again).not.toBe(hash);
  });

  it("verifies the right password and refuses a wrong or malformed one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    expect(await verifyPassword("correct horse battery", "plain-text")).toBe(false);
    const [, , params, salt] = hash.split("$");
    expect(await verifyPassword("correct horse battery", `$scrypt$${params}$${salt}$AAAA`)).toBe(false);
  });

  it("reads the parameters from the stored string, so older cheaper hashes still verify", async () => {
    const crypto = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const key = crypto.scryptSync("legacy password!", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `$scrypt$ln=14,r=8,p=1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await verifyPassword("legacy password!", stored)).toBe(true);
    expect(await verifyPassword("legacy password?", stored)).toBe(false);
  });

  it("spends real hash work for unknown users", async () => {
    const hash = await hashPassword("timing reference");
    const t0 = performance.now();
    await verifyPassword("timing reference", hash);
    const known = performance.now() - t0;
    const t1 = performance.now();
    await burnHashWork("timing reference");
    const unknown = performance.now() - t1;
    // Same scrypt cost: within a generous factor of each other, and far above a no-op.
    expect(unknown).toBeGreaterThan(known / 4);
    expect(unknown).toBeGreaterThan(20);
  });

  it("generates 24-character random passwords", () => {
    const a = generatePassword();
    expect(a).toMatch(/^[\w-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
