import { describe, expect, it } from "vitest";

import { isDatabaseUnavailable } from "./database-unavailable";

function wrapped(cause: unknown): Error {
  return new Error("Failed query: select ... params: ...", { cause });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection, a shutdown and a dropped connection, however deep the cause", () => {
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("terminating"), { code: "57P01" })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })])),
    ).toBe(true);
  });

  it("does not mistake a query error or a code fault for an outage", () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("dup"), { code: "23505" })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
