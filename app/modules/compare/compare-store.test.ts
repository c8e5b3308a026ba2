import { describe, expect, it } from "vitest";

import { compareHref, compareHrefWithout, compareLimit, toggledCompare } from "./compare-store";

describe("toggledCompare", () => {
  it("adds a product at the end", () => {
    expect(toggledCompare(["1"], "5")).toEqual({ ids: ["1", "5"], result: "added" });
  });

  it("removes a ticked product", () => {
    expect(toggledCompare(["1", "5", "9"], "5")).toEqual({ ids: ["1", "9"], result: "removed" });
  });

  it("refuses a fifth product and keeps the four", () => {
    expect(compareLimit).toBe(4);
    expect(toggledCompare(["1", "2", "3", "4"], "5")).toEqual({ ids: ["1", "2", "3", "4"], result: "full" });
  });

  it("still lets a full selection untick", () => {
    expect(toggledCompare(["1", "2", "3", "4"], "2")).toEqual({ ids: ["1", "3", "4"], result: "removed" });
  });
});

describe("compareHref", () => {
  it("lists the ids in order", () => {
    expect(compareHref(["1", "5", "9"])).toBe("/compare?ids=1,5,9");
  });

  it("keeps the first four", () => {
    expect(compareHref(["1", "2", "3", "4", "5"])).toBe("/compare?ids=1,2,3,4");
  });

  it("is the bare page with nothing selected", () => {
    expect(compareHref([])).toBe("/compare");
  });

  it("drops one product from the address", () => {
    expect(compareHrefWithout(["1", "5", "9"], "5")).toBe("/compare?ids=1,9");
    expect(compareHrefWithout(["1"], "1")).toBe("/compare");
  });
});
