import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../db/client.server";
import { testBackends } from "../../tests/support/test-database";
import { loggedError } from "./error-log.server";

const phone = "9876501234";
const address = "17 Zqxwarden Kamarajar Salai";

describe.each(testBackends())("the log line for a database error on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error("the query was expected to fail");
  }

  it("keeps the class, the SQLSTATE and the frames, never the query or its parameters", async () => {
    const errors = [
      // A NUL in a parameter: what a form field with %00 used to reach.
      await failure(() => handle.db.execute(sql`select ${`Ravi\u0000 ${phone} ${address}`}::text as name`)),
      // PostgreSQL quotes the bad value in its own message.
      await failure(() => handle.db.execute(sql`select ${`${phone} ${address}`}::int as n`)),
    ];
    for (const error of errors) {
      const line = JSON.stringify(loggedError(error));
      expect(line).not.toContain(phone);
      expect(line).not.toContain("Zqxwarden");
      expect(line).not.toMatch(/select|params/i);
      const { err } = loggedError(error);
      expect(err.code).toMatch(/^[0-9A-Z]{5}$/);
      expect(err.message).toBeUndefined();
      expect(err.stack).toMatch(/^\s+at /);
    }
  });
});

describe("the log line for other errors", () => {
  it("keeps a short message and the frames", () => {
    const { err } = loggedError(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(err).toMatchObject({
      name: "TypeError",
      message: "Cannot read properties of undefined (reading 'id')",
    });
    expect(err.stack).toMatch(/^\s+at /);
    expect(err.stack).not.toContain("Cannot read");
  });

  it("says only the type of a thrown non-error", () => {
    expect(loggedError("a string with 9876501234")).toEqual({ err: { name: "string" } });
  });
});
