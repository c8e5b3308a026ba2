import { describe, expect, it } from "vitest";

import { EnvError, parseEnv, publicUrl } from "./env.server";

function failure(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("expected the environment to be refused");
}

describe("parseEnv", () => {
  it("fills in the defaults", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
    });
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads a port number and a PostgreSQL URL", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgresql://shop@localhost/shop" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgresql://shop@localhost/shop");
  });

  it.each(["abc", "0", "70000", "3.5"])("stops on PORT=%s with a message naming PORT", (value) => {
    expect(failure({ PORT: value }).message).toMatch(/PORT/);
  });

  it("stops on a DATABASE_URL that is not PostgreSQL, naming DATABASE_URL", () => {
    const error = failure({ DATABASE_URL: "mysql://shop@localhost/shop" });
    expect(error.message).toMatch(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    expect(error.message).not.toMatch(/PORT/);
  });

  it("names every bad variable at once", () => {
    const message = failure({ PORT: "abc", LOG_LEVEL: "loud", ADMIN_PASSWORD: "short" }).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/ADMIN_PASSWORD: must be at least 12 characters/);
  });
});

describe("publicUrl", () => {
  it("defaults to localhost on the port and drops a trailing slash", () => {
    expect(publicUrl(parseEnv({ PORT: "4000" }))).toBe("http://localhost:4000");
    expect(publicUrl(parseEnv({ PUBLIC_URL: "https://shop.example/" }))).toBe("https://shop.example");
  });
});
