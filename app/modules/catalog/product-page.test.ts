import { describe, expect, it } from "vitest";

import tamilCategories from "~/modules/catalog/texts/ta/categories";
import tamil from "~/modules/catalog/texts/ta/product";
import { installationOfferText } from "~/modules/orders/installation-rules";

import {
  productCategoryLink,
  productInstallationText,
  productKeyDetails,
  productOfferText,
} from "./product-page";

describe("product page texts", () => {
  it("links a product back to its category, by name in the page's language", () => {
    expect(productCategoryLink("tv")).toEqual({ name: "TVs", path: "/shop/tv" });
    expect(productCategoryLink("tv", tamilCategories)).toEqual({ name: "டிவி", path: "/shop/tv" });
    expect(productCategoryLink("heaters")).toEqual({ name: "heaters", path: "/shop" });
  });

  it("states the offer with the discount off MRP", () => {
    const product = { pricePaise: 3_209_300, mrpPaise: 4_790_000, discountPct: 33 };
    expect(productOfferText(product)).toBe("₹32,093 (33% off MRP ₹47,900)");
    expect(productOfferText({ pricePaise: 3_209_300, mrpPaise: null, discountPct: 0 })).toBe("₹32,093");
    expect(productOfferText(product, tamil)).toBe("₹32,093 (MRP ₹47,900-இல் 33% தள்ளுபடி)");
  });

  it("lists capacity and energy rating", () => {
    expect(productKeyDetails({ capacity: "8 kg", energyRating: 5 })).toEqual([
      "8 kg",
      "5 Star energy rating",
    ]);
    expect(productKeyDetails({ capacity: null, energyRating: null })).toEqual([]);
  });

  it.each([
    ["none", 0],
    ["demo", 0],
    ["installation", 0],
    ["demo", 49_900],
    ["installation", 149_900],
  ] as const)("words a %s visit costing %i paise as the order rules do", (installation, charge) => {
    expect(productInstallationText({ installation, installationChargePaise: charge })).toBe(
      installationOfferText(installation, charge),
    );
  });
});
