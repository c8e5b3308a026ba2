import { describe, expect, it } from "vitest";

import tamil from "~/modules/catalog/texts/ta/shop";

import {
  activeFilterCount,
  canonicalShopPath,
  changeFilters,
  emptyShopFilters,
  filtersFromForm,
  hasActiveFilters,
  parsePriceRange,
  parseShopFilters,
  priceRangeLabel,
  ratingLabel,
  serialiseShopFilters,
  shopHref,
  toggle,
  withPage,
  type ShopFilters,
} from "./shop-filters";

const brands = [
  { slug: "samsung", name: "Samsung" },
  { slug: "blue-star", name: "Blue Star" },
  { slug: "lg", name: "LG" },
];

const parse = (query: string, pathCategory?: string) =>
  parseShopFilters(new URLSearchParams(query), { brands, pathCategory });

describe("parseShopFilters", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual(emptyShopFilters);
  });

  it("reads every parameter of the spec", () => {
    expect(
      parse(
        "q=smart+tv&category=tv,ac&brand=samsung,lg&price=10000-19999&rating=4,5&origin=TH,in&inStock=true&sort=price-low&page=2",
      ),
    ).toEqual({
      q: "smart tv",
      categories: ["tv", "ac"],
      brands: ["lg", "samsung"],
      price: { min: 10000, max: 19999 },
      ratings: [5, 4],
      origins: ["IN", "TH"],
      inStock: true,
      sort: "price-low",
      page: 2,
    });
  });

  it("accepts repeated values as a GET form sends them", () => {
    const filters = parse("category=tv&category=fan&brand=lg&brand=samsung&rating=3&rating=4");
    expect(filters.categories).toEqual(["tv", "fan"]);
    expect(filters.brands).toEqual(["lg", "samsung"]);
    expect(filters.ratings).toEqual([4, 3]);
  });

  it("keeps two-letter country codes, and sorts by origin when asked", () => {
    expect(parse("origin=th&origin=%3Cb%3E&origin=IN&origin=IN&origin=IND").origins).toEqual(["IN", "TH"]);
    expect(parse("sort=origin").sort).toBe("origin");
  });

  it("trims the search and drops an empty one", () => {
    expect(parse("q=%20%20washing%20machine%20").q).toBe("washing machine");
    expect(parse("q=%20%20%20").q).toBe("");
    expect(parse("q=").q).toBe("");
  });

  it("cuts a 5,000-character search to 100 characters", () => {
    const filters = parse(`q=${"a".repeat(5000)}`);
    expect(filters.q).toHaveLength(100);
  });

  it("preselects the path category and merges query categories", () => {
    expect(parse("", "tv").categories).toEqual(["tv"]);
    expect(parse("category=ac", "tv").categories).toEqual(["tv", "ac"]);
    expect(parse("", "nope").categories).toEqual([]);
  });

  it("accepts brand names as the Brands page links them, case-insensitively", () => {
    expect(parse("brand=Blue%20Star").brands).toEqual(["blue-star"]);
    expect(parse("brand=blue%20star,SAMSUNG").brands).toEqual(["blue-star", "samsung"]);
    expect(parse("brand=Blue-Star").brands).toEqual(["blue-star"]);
  });

  it("accepts category slugs in any case and category names", () => {
    expect(parse("category=TV").categories).toEqual(["tv"]);
    expect(parse("category=Washing%20Machines").categories).toEqual(["washing-machine"]);
    expect(parse("category=air-cooler").categories).toEqual(["air-cooler"]);
  });

  it("ignores malformed values instead of throwing", () => {
    const filters = parse(
      "price=abc&page=-3&rating=9&brand=nope&category=toaster&sort=cheapest&inStock=maybe&rating=4.5&rating=0",
    );
    expect(filters).toEqual(emptyShopFilters);
  });

  it("clamps the page to at least 1 and ignores non-numbers", () => {
    expect(parse("page=-3").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(10000);
    expect(parse("page=3").page).toBe(3);
  });

  it("treats sort=featured and unknown sorts as the default", () => {
    expect(parse("sort=featured").sort).toBe("featured");
    expect(parse("sort=RATING").sort).toBe("rating");
    expect(parse("sort=%3Cscript%3E").sort).toBe("featured");
  });

  it("accepts inStock=true only (and a checkbox's on)", () => {
    expect(parse("inStock=true").inStock).toBe(true);
    expect(parse("inStock=on").inStock).toBe(true);
    expect(parse("inStock=false").inStock).toBe(false);
  });

  it("never throws on odd input", () => {
    for (const query of [
      "%",
      "q=%E0%A4",
      "price=-",
      "price=1-2-3",
      "category=,,,",
      "rating=,",
      "&&&",
      "page=",
    ]) {
      expect(() => parse(query)).not.toThrow();
    }
  });
});

describe("parsePriceRange", () => {
  it("splits two numbers on a dash", () => {
    expect(parsePriceRange("0-9999")).toEqual({ min: 0, max: 9999 });
    expect(parsePriceRange(" 70000 - 1000000 ")).toEqual({ min: 70000, max: 1000000 });
  });
  it("swaps a reversed range and clamps huge figures", () => {
    expect(parsePriceRange("20000-10000")).toEqual({ min: 10000, max: 20000 });
    expect(parsePriceRange("0-999999999999")).toEqual({ min: 0, max: 10_000_000 });
  });
  it("rejects anything that is not two numbers", () => {
    for (const value of ["abc", "100", "-100", "100-", "a-b", "1-2-3", "", "1e5-2e5", "--"]) {
      expect(parsePriceRange(value)).toBeNull();
    }
  });
});

describe("serialiseShopFilters and shopHref", () => {
  it("round-trips a state", () => {
    const filters = parse(
      "q=fridge&category=refrigerator&brand=lg&price=20000-39999&rating=4&origin=CN,TH&inStock=true&sort=rating&page=3",
    );
    expect(parse(serialiseShopFilters(filters).toString())).toEqual(filters);
  });

  it("leaves out defaults: empty q, featured sort, page 1", () => {
    expect(serialiseShopFilters({ ...emptyShopFilters, q: "   " }).toString()).toBe("");
    expect(serialiseShopFilters({ ...emptyShopFilters, sort: "featured", page: 1 }).toString()).toBe("");
  });

  it("writes lists comma-joined", () => {
    const filters: ShopFilters = { ...emptyShopFilters, categories: ["tv", "ac"], ratings: [5, 4] };
    expect(decodeURIComponent(serialiseShopFilters(filters).toString())).toBe("category=tv,ac&rating=5,4");
  });

  it("stays on the category page when only that category is chosen", () => {
    const filters = parse("brand=lg", "tv");
    expect(shopHref(filters, "tv")).toBe("/shop/tv?brand=lg");
    expect(shopHref({ ...filters, categories: ["tv", "ac"] }, "tv")).toBe("/shop?category=tv%2Cac&brand=lg");
    expect(shopHref({ ...filters, categories: [] }, "tv")).toBe("/shop?brand=lg");
    expect(shopHref(emptyShopFilters)).toBe("/shop");
  });
});

describe("changing filters", () => {
  it("drops the page whenever a filter, the search or the sort changes", () => {
    const onPage3 = parse("category=tv&page=3");
    expect(changeFilters(onPage3, { brands: ["lg"] }).page).toBe(1);
    expect(changeFilters(onPage3, { q: "smart" }).page).toBe(1);
    expect(changeFilters(onPage3, { sort: "newest" }).page).toBe(1);
    expect(shopHref(changeFilters(onPage3, { inStock: true }))).toBe("/shop?category=tv&inStock=true");
  });

  it("trims a changed search and drops an empty one", () => {
    const filters = changeFilters(parse("q=tv"), { q: "  " });
    expect(filters.q).toBe("");
    expect(shopHref(filters)).toBe("/shop");
  });

  it("removes sort when it goes back to featured", () => {
    expect(shopHref(changeFilters(parse("sort=rating"), { sort: "featured" }))).toBe("/shop");
  });

  it("pages without touching the filters", () => {
    expect(shopHref(withPage(parse("brand=lg"), 2))).toBe("/shop?brand=lg&page=2");
    expect(shopHref(withPage(parse("brand=lg&page=2"), 1))).toBe("/shop?brand=lg");
  });

  it("toggles list values", () => {
    expect(toggle(["tv"], "ac")).toEqual(["tv", "ac"]);
    expect(toggle(["tv", "ac"], "tv")).toEqual(["ac"]);
  });

  it("reads the filter form, ignoring any page field", () => {
    const form = new FormData();
    form.append("q", " washer ");
    form.append("category", "washing-machine");
    form.append("brand", "samsung");
    form.append("price", "");
    form.append("rating", "4");
    form.append("sort", "featured");
    form.append("page", "4");
    expect(filtersFromForm(form, { brands })).toEqual({
      ...emptyShopFilters,
      q: "washer",
      categories: ["washing-machine"],
      brands: ["samsung"],
      ratings: [4],
    });
  });
});

describe("canonical path and labels", () => {
  it("keeps only one category and one brand in the canonical path", () => {
    expect(canonicalShopPath(parse(""))).toBe("/shop");
    expect(canonicalShopPath(parse("q=tv&sort=rating&page=2&price=0-9999"))).toBe("/shop");
    expect(canonicalShopPath(parse("", "tv"))).toBe("/shop/tv");
    expect(canonicalShopPath(parse("category=tv"))).toBe("/shop/tv");
    expect(canonicalShopPath(parse("category=tv,ac"))).toBe("/shop");
    expect(canonicalShopPath(parse("brand=Samsung", "tv"))).toBe("/shop/tv?brand=samsung");
    expect(canonicalShopPath(parse("brand=samsung,lg", "tv"))).toBe("/shop/tv");
  });

  it("knows when anything narrows the list", () => {
    expect(hasActiveFilters(parse("sort=rating&page=2"))).toBe(false);
    expect(hasActiveFilters(parse("inStock=true"))).toBe(true);
    expect(hasActiveFilters(parse("q=tv"))).toBe(true);
    expect(hasActiveFilters(parse("origin=TH"))).toBe(true);
    expect(activeFilterCount(parse("origin=TH,IN&rating=4"))).toBe(3);
  });

  it("labels prices and ratings", () => {
    expect(priceRangeLabel({ min: 10000, max: 19999 })).toBe("₹10,000 – ₹20,000");
    expect(priceRangeLabel({ min: 5000, max: 125000 })).toBe("₹5,000 – ₹1,25,000");
    expect(ratingLabel(5)).toBe("5★");
    expect(ratingLabel(4)).toBe("4★ & Up");
  });

  it("names the first and last bands by their limit", () => {
    expect(priceRangeLabel({ min: 0, max: 9999 })).toBe("Under ₹10,000");
    expect(priceRangeLabel({ min: 70000, max: 1000000 })).toBe("Over ₹70,000");
    expect(priceRangeLabel({ min: 0, max: 9999 }, tamil)).toBe("₹10,000-க்குக் கீழ்");
    expect(ratingLabel(4, tamil)).toBe("4★ மற்றும் அதற்கு மேல்");
  });
});
