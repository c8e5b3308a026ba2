import { describe, expect, it } from "vitest";

import {
  checkCartLines,
  checkedCartTotals,
  currentItemFields,
  itemIsStale,
  parseCartPricesResponse,
  type CartPrice,
} from "./cart-prices";
import { itemUnitPricePaise, refreshItem, type CartItem } from "./cart-store";

const tvPrice: CartPrice = {
  id: "1",
  title: "Samsung 43 inch TV",
  image: "/tv.webp",
  pricePaise: 3_209_300,
  listPricePaise: 3_209_300,
  mrpPaise: 4_790_000,
  discountPct: 33,
  stock: 8,
  inStock: true,
  installation: "installation",
  installationChargePaise: 0,
};
const tv: CartItem = {
  id: "1",
  title: "Samsung 43 inch TV",
  price: 32093,
  quantity: 2,
  image: "/tv.webp",
  mrp: 47900,
  discountPct: 33,
  inStock: true,
};
const fan: CartItem = { id: "12", title: "Fan", price: 4299, quantity: 1, image: "/fan.webp" };

describe("itemIsStale and currentItemFields", () => {
  it("finds nothing to change when the stored line matches the catalogue", () => {
    expect(itemIsStale(tv, tvPrice)).toBe(false);
  });

  it("notices a changed price, and the written-back line then costs the current price", () => {
    const stale: CartItem = { id: "1", title: tv.title, price: 30000, quantity: 1, image: tv.image };
    expect(itemIsStale(stale, tvPrice)).toBe(true);
    expect(itemUnitPricePaise(stale)).toBe(3_000_000);
    const [fresh] = refreshItem([stale], "1", currentItemFields(tvPrice));
    expect(itemUnitPricePaise(fresh!)).toBe(tvPrice.pricePaise);
    expect(itemIsStale(fresh!, tvPrice)).toBe(false);
  });

  it("keeps a discount from being applied twice when the product has no MRP", () => {
    const price: CartPrice = {
      ...tvPrice,
      mrpPaise: null,
      listPricePaise: 1_000_000,
      pricePaise: 900_000,
      discountPct: 10,
    };
    const [fresh] = refreshItem([tv], "1", currentItemFields(price));
    expect(itemUnitPricePaise(fresh!)).toBe(900_000);
    expect("mrp" in fresh!).toBe(false);
  });
});

describe("checkCartLines", () => {
  it("uses the current figures and flags nothing when all is well", () => {
    const [line] = checkCartLines([tv], new Map([["1", tvPrice]]), new Set(["1"]));
    expect(line).toMatchObject({
      unitPricePaise: 3_209_300,
      unitMrpPaise: 4_790_000,
      lineTotalPaise: 6_418_600,
      lineMrpPaise: 9_580_000,
      maxQuantity: 8,
      issue: undefined,
    });
  });

  it("flags a product the check answered without as unavailable, and leaves it out of the totals", () => {
    const lines = checkCartLines([tv, fan], new Map([["1", tvPrice]]), new Set(["1", "12"]));
    expect(lines[1]?.issue).toBe("unavailable");
    expect(checkedCartTotals(lines)).toEqual({
      totalItems: 2,
      subtotalPaise: 6_418_600,
      mrpTotalPaise: 9_580_000,
      savingsPaise: 3_161_400,
      installationPaise: 0,
      orderTotalPaise: 6_418_600,
      visitNeed: "installation",
    });
  });

  it("adds each unit's installation charge to the order total and names the visit the order needs", () => {
    const ac: CartItem = { id: "4", title: "Split AC", price: 48184, quantity: 2, image: "/ac.webp" };
    const acPrice: CartPrice = {
      ...tvPrice,
      id: "4",
      title: "Split AC",
      pricePaise: 4_818_400,
      listPricePaise: 4_818_400,
      mrpPaise: null,
      discountPct: 0,
      installationChargePaise: 149_900,
    };
    const demo: CartPrice = { ...tvPrice, installation: "demo" };
    const totals = checkedCartTotals(
      checkCartLines(
        [tv, ac],
        new Map([
          ["1", demo],
          ["4", acPrice],
        ]),
        new Set(["1", "4"]),
      ),
    );
    expect(totals).toMatchObject({
      subtotalPaise: 6_418_600 + 9_636_800,
      installationPaise: 299_800,
      orderTotalPaise: 6_418_600 + 9_636_800 + 299_800,
      visitNeed: "installation",
    });
    const demoOnly = checkedCartTotals(checkCartLines([tv], new Map([["1", demo]]), new Set(["1"])));
    expect(demoOnly).toMatchObject({ installationPaise: 0, visitNeed: "demo" });
  });

  it("does not flag a line that has not been checked yet, and prices it from the stored figures", () => {
    const [line] = checkCartLines([fan], new Map(), new Set());
    expect(line).toMatchObject({
      issue: undefined,
      unitPricePaise: 429_900,
      unitMrpPaise: 429_900,
      maxQuantity: 10,
    });
  });

  it("flags out of stock, and fewer in stock than asked", () => {
    const none = checkCartLines(
      [tv],
      new Map([["1", { ...tvPrice, stock: 0, inStock: false }]]),
      new Set(["1"]),
    );
    expect(none[0]).toMatchObject({ issue: "out-of-stock", maxQuantity: 1 });
    const short = checkCartLines(
      [{ ...tv, quantity: 3 }],
      new Map([["1", { ...tvPrice, stock: 2 }]]),
      new Set(["1"]),
    );
    expect(short[0]).toMatchObject({ issue: "short", maxQuantity: 2 });
    const enough = checkCartLines(
      [{ ...tv, quantity: 2 }],
      new Map([["1", { ...tvPrice, stock: 2 }]]),
      new Set(["1"]),
    );
    expect(enough[0]?.issue).toBeUndefined();
  });
});

describe("parseCartPricesResponse", () => {
  it("keeps well-formed entries only", () => {
    expect(parseCartPricesResponse({ products: [tvPrice, { id: 2 }, null] })).toEqual([tvPrice]);
    expect(parseCartPricesResponse(null)).toEqual([]);
    expect(parseCartPricesResponse({ products: "x" })).toEqual([]);
  });
});
