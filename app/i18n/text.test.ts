import { beforeEach, describe, expect, it, vi } from "vitest";

import { defineText, loadTamilTexts, registerTamil, textIn } from "./text";

describe("loadTamilTexts", () => {
  it("loads the named namespaces that have a Tamil file and skips names that have none", async () => {
    const greeting = defineText("greeting-for-test", { hello: "Hello" });
    let loads = 0;
    registerTamil({
      "/app/test/texts/ta/greeting-for-test.ts": () => {
        loads += 1;
        return Promise.resolve({ default: { hello: "வணக்கம்" } });
      },
    });
    expect(textIn(greeting, "ta")).toEqual({ hello: "Hello" });

    await loadTamilTexts(["greeting-for-test", "no-such-namespace", "greeting-for-test"]);

    expect(textIn(greeting, "ta")).toEqual({ hello: "வணக்கம்" });
    expect(loads).toBe(1);
  });
});

describe("registerTamilIndex", () => {
  // The module keeps what is registered: each case starts from a fresh copy of it.
  beforeEach(() => vi.resetModules());

  it("fetches the list of Tamil files once, when a Tamil page first needs texts, and not before", async () => {
    const { defineText, loadTamilTexts, registerTamilIndex, textIn } = await import("./text");
    const greeting = defineText("greeting-for-index", { hello: "Hello" });
    const listed = vi.fn(() =>
      Promise.resolve({
        "/app/test/texts/ta/greeting-for-index.ts": () => Promise.resolve({ default: { hello: "வணக்கம்" } }),
      }),
    );
    registerTamilIndex(listed);
    await loadTamilTexts([]);
    expect(listed).not.toHaveBeenCalled();

    await Promise.all([loadTamilTexts(["greeting-for-index"]), loadTamilTexts(["no-such-namespace"])]);

    expect(textIn(greeting, "ta")).toEqual({ hello: "வணக்கம்" });
    expect(listed).toHaveBeenCalledTimes(1);
  });

  it("asks for the list again after it failed to arrive", async () => {
    const { defineText, loadTamilTexts, registerTamilIndex, textIn } = await import("./text");
    const greeting = defineText("greeting-after-retry", { hello: "Hello" });
    const listed = vi
      .fn<() => Promise<Record<string, () => Promise<{ default: Record<string, string> }>>>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({
        "/app/test/texts/ta/greeting-after-retry.ts": () => Promise.resolve({ default: { hello: "வணக்கம்" } }),
      });
    registerTamilIndex(listed);

    await expect(loadTamilTexts(["greeting-after-retry"])).rejects.toThrow("offline");
    await loadTamilTexts(["greeting-after-retry"]);

    expect(textIn(greeting, "ta")).toEqual({ hello: "வணக்கம்" });
    expect(listed).toHaveBeenCalledTimes(2);
  });
});
