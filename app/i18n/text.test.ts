import { describe, expect, it } from "vitest";

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
