import { describe, expect, it } from "vitest";

import { containsPattern } from "./like-pattern.server";
import { pageCountFor, pageFromParam, withPage } from "./pagination";

describe("pages", () => {
  it("reads ?page= and keeps the other parameters", () => {
    expect(pageFromParam("3")).toBe(3);
    expect(pageFromParam("0")).toBe(1);
    expect(pageFromParam("-2")).toBe(1);
    expect(pageFromParam("x")).toBe(1);
    expect(pageFromParam(null)).toBe(1);
    expect(withPage(new URLSearchParams("view=list&page=4"), 2)).toBe("?view=list&page=2");
    expect(withPage(new URLSearchParams("view=list&page=4"), 1)).toBe("?view=list");
    expect(withPage(new URLSearchParams("page=4"), 1)).toBe("?");
  });

  it("counts at least one page", () => {
    expect(pageCountFor(0, 20)).toBe(1);
    expect(pageCountFor(20, 20)).toBe(1);
    expect(pageCountFor(21, 20)).toBe(2);
  });

  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_off")).toBe("%50\\%\\_off%");
    expect(containsPattern("a\\b")).toBe("%a\\\\b%");
  });
});
