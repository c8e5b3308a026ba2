import { describe, expect, it } from "vitest";

import { buildSearchText, matchCategories, normaliseText, searchTerms } from "./search-text";

describe("normaliseText", () => {
  it("lower-cases, strips accents and punctuation, keeps decimals", () => {
    expect(normaliseText("  Crème BRÛLÉE-Fridge (1.5 Ton)! ")).toBe("creme brulee fridge 1.5 ton");
    expect(normaliseText("Hi-Tachi")).toBe("hi tachi");
    expect(normaliseText("🚀")).toBe("");
  });
});

describe("searchTerms", () => {
  it("gives word prefixes, the run-together query and the phrase", () => {
    expect(searchTerms("Hi-Tachi")).toEqual({
      tokens: ["hi", "tachi"],
      compact: "hitachi",
      phrase: "hi tachi",
    });
    expect(searchTerms("fridges")?.tokens).toEqual(["fridge"]);
    expect(searchTerms("glass")?.tokens).toEqual(["glass"]);
    expect(searchTerms("!!!")).toBeNull();
    expect(searchTerms("")).toBeNull();
  });

  it("bounds the work of a very long query", () => {
    const terms = searchTerms("word ".repeat(1000));
    expect(terms?.tokens.length).toBeLessThanOrEqual(8);
  });
});

describe("buildSearchText", () => {
  it("puts title and brand before the divider, category words, tags and model after it", () => {
    const text = buildSearchText({
      title: "Whirlpool 7 kg Top Load Washing Machine",
      brandName: "Whirlpool",
      brandSlug: "whirlpool",
      category: "washing-machine",
      tags: ["top-load"],
      specs: [{ label: "Model number", value: "360 Bloomwash" }],
      capacity: "7 kg",
      energyRating: 5,
    });
    const [primary, secondary] = text.split("|");
    expect(primary).toContain(" washingmachine ");
    expect(primary).toContain(" whirlpool ");
    expect(secondary).toContain(" washer ");
    expect(secondary).toContain(" bloomwash ");
    expect(secondary).toContain(" 5star ");
    expect(text.startsWith(" ")).toBe(true);
    expect(text.endsWith(" ")).toBe(true);
  });
});

describe("matchCategories", () => {
  it("matches names, synonyms and prefixes", () => {
    expect(matchCategories("fridge")).toEqual([{ slug: "refrigerator", name: "Refrigerators" }]);
    expect(matchCategories("AC").map((c) => c.slug)).toEqual(["ac"]);
    expect(matchCategories("geyser").map((c) => c.slug)).toEqual(["water-heater"]);
    expect(matchCategories("washingmachine").map((c) => c.slug)).toEqual(["washing-machine"]);
    expect(matchCategories("air").map((c) => c.slug)).toEqual(["ac", "air-cooler"]);
    expect(matchCategories("")).toEqual([]);
  });
});
