import { describe, expect, it } from "vitest";

import tamil from "~/modules/compare/texts/ta/compare";

import { compareRows, type ComparableProduct } from "./compare-rows";

const base: ComparableProduct = {
  brand: "Samsung",
  pricePaise: 3_209_300,
  mrpPaise: 4_790_000,
  discountPct: 33,
  rating: 4.3,
  reviewsCount: 10,
  inStock: true,
  capacity: "43 inch",
  energyRating: null,
  specs: [
    { label: "Model number", value: "A1" },
    { label: "Resolution", value: "3840 x 2160" },
  ],
};

const byLabel = (rows: ReturnType<typeof compareRows>, label: string) =>
  rows.find((row) => row.label === label);

describe("compareRows", () => {
  it("starts with the fixed rows in order", () => {
    const labels = compareRows([base]).map((row) => row.label);
    expect(labels.slice(0, 6)).toEqual([
      "Price",
      "Rating",
      "Capacity",
      "Energy rating",
      "Brand",
      "Availability",
    ]);
  });

  it("shows the effective price and capacity, and a missing energy rating as null", () => {
    const rows = compareRows([base]);
    expect(byLabel(rows, "Price")?.values).toEqual(["₹32,093"]);
    expect(byLabel(rows, "Capacity")?.values).toEqual(["43 inch"]);
    expect(byLabel(rows, "Energy rating")?.values).toEqual([null]);
  });

  it("joins every spec label of any product, in first-seen order, with missing values as null", () => {
    const other: ComparableProduct = {
      ...base,
      specs: [
        { label: "Model number", value: "B2" },
        { label: "Processor", value: "α5" },
      ],
    };
    const rows = compareRows([base, other]);
    expect(rows.slice(6).map((row) => row.label)).toEqual(["Model number", "Resolution", "Processor"]);
    expect(byLabel(rows, "Resolution")?.values).toEqual(["3840 x 2160", null]);
    expect(byLabel(rows, "Processor")?.values).toEqual([null, "α5"]);
  });

  it("marks rows whose values differ, ignoring case and spacing", () => {
    const other: ComparableProduct = {
      ...base,
      pricePaise: 4_199_400,
      mrpPaise: 6_999_000,
      discountPct: 40,
      specs: [
        { label: "model number", value: "B2" },
        { label: "Resolution", value: "3840  X 2160 " },
      ],
    };
    const rows = compareRows([base, other]);
    expect(byLabel(rows, "Price")?.differs).toBe(true);
    expect(byLabel(rows, "Brand")?.differs).toBe(false);
    expect(byLabel(rows, "Energy rating")?.differs).toBe(false);
    expect(byLabel(rows, "Model number")?.differs).toBe(true);
    expect(byLabel(rows, "Resolution")?.differs).toBe(false);
  });

  it("counts a missing value as different from a present one", () => {
    const other: ComparableProduct = { ...base, capacity: null };
    expect(byLabel(compareRows([base, other]), "Capacity")?.differs).toBe(true);
  });

  it("does not repeat a spec that has a fixed row", () => {
    const washer: ComparableProduct = {
      ...base,
      energyRating: 5,
      specs: [
        { label: "Capacity", value: "8 kg" },
        { label: "Energy rating", value: "5 Star" },
        { label: "Spin speed", value: "1400 rpm" },
      ],
    };
    const labels = compareRows([washer]).map((row) => row.label);
    expect(labels.filter((label) => label === "Capacity")).toHaveLength(1);
    expect(labels.filter((label) => label === "Energy rating")).toHaveLength(1);
    expect(labels).toContain("Spin speed");
  });

  it("names the fixed rows in the language given and still leaves out specs that repeat them", () => {
    const washer: ComparableProduct = {
      ...base,
      inStock: false,
      specs: [
        { label: "Capacity", value: "8 kg" },
        { label: "Spin speed", value: "1400 rpm" },
      ],
    };
    const rows = compareRows([washer], tamil);
    expect(rows.map((row) => row.label)).toEqual([
      tamil["row.price"],
      tamil["row.rating"],
      tamil["row.capacity"],
      tamil["row.energyRating"],
      tamil["row.brand"],
      tamil["row.availability"],
      "Spin speed",
    ]);
    expect(rows[5]?.values).toEqual([tamil.outOfStock]);
  });
});
