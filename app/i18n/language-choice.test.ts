import { describe, expect, it } from "vitest";

import { chosenLanguage, onlyLanguageCookie } from "./language-choice";

describe("the remembered language", () => {
  it("reads the choice among other cookies", () => {
    expect(chosenLanguage("lang=ta")).toBe("ta");
    expect(chosenLanguage("staff_session=abc; lang=en")).toBe("en");
    expect(chosenLanguage(" lang = ta ;")).toBe("ta");
  });

  it("ignores no choice, a tampered value and look-alike names", () => {
    expect(chosenLanguage(undefined)).toBeUndefined();
    expect(chosenLanguage("")).toBeUndefined();
    expect(chosenLanguage("lang=fr")).toBeUndefined();
    expect(chosenLanguage("lang=ta%00")).toBeUndefined();
    expect(chosenLanguage("xlang=ta; langs=ta")).toBeUndefined();
    expect(chosenLanguage("lang")).toBeUndefined();
  });

  it("knows a header that holds only the choice", () => {
    expect(onlyLanguageCookie("lang=ta")).toBe(true);
    expect(onlyLanguageCookie("lang=ta; staff_session=abc")).toBe(false);
    expect(onlyLanguageCookie("theme=dark")).toBe(false);
  });
});
