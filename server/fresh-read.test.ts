import { describe, expect, it } from "vitest";

import { freshRead } from "./fresh-read";

/** A read that answers its own number (1 for the first read begun) once the test releases it. */
function controlledRead() {
  const releases: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const number = releases.length + 1;
      releases.push(() => resolve(number));
    });
  return {
    read,
    started: () => releases.length,
    finish: (number: number) => releases[number - 1]!(),
  };
}

describe("a shared fresh read", () => {
  it("gives callers that arrive during a read the next read, shared between them", async () => {
    const source = controlledRead();
    const version = freshRead(source.read);
    const first = version();
    // These arrive after read 1 began, so it may miss a write they already saw committed: they wait for 2.
    const second = version();
    const third = version();
    expect(source.started()).toBe(1);
    source.finish(1);
    expect(await first).toBe(1);
    await expect.poll(source.started).toBe(2);
    source.finish(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(source.started()).toBe(2);
  });

  it("reads again for a caller after the last read ended, and survives a failed read", async () => {
    let calls = 0;
    const version = freshRead(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error("database down")) : Promise.resolve(calls);
    });
    const failed = version();
    const next = version();
    await expect(failed).rejects.toThrow("database down");
    expect(await next).toBe(2);
    expect(await version()).toBe(3);
  });
});
