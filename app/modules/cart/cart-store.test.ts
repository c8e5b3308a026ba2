import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  addItem,
  cartItemFromProduct,
  cartItems,
  cartTotals,
  clampQuantity,
  itemUnitPricePaise,
  normalizeCartItem,
  parseStoredCart,
  refreshItem,
  removeItem,
  updateItemQuantity,
  type CartItem,
} from "./cart-store";
import { maxCartLines } from "./cart-rules";

const tv: CartItem = {
  id: "1",
  title: "Samsung 43 inch TV",
  price: 32093,
  quantity: 1,
  image: "/images/products/1.webp",
  mrp: 47900,
  discountPct: 33,
};
const fan: CartItem = { id: "12", title: "Bajaj Pedestal Fan", price: 4299, quantity: 2, image: "/fan.webp" };
const { quantity: _q, ...tvWithoutQuantity } = tv;

describe("addItem", () => {
  it("appends a new product with quantity 1", () => {
    const result = addItem([fan], tvWithoutQuantity);
    expect(result.items).toEqual([fan, { ...tv, quantity: 1 }]);
    expect(result).toMatchObject({ added: 1, capped: false, full: false });
  });

  it("raises the quantity of a product already in the cart by 1, keeping its place", () => {
    const result = addItem([tv, fan], { ...fan });
    expect(result.items.map((item) => [item.id, item.quantity])).toEqual([
      ["1", 1],
      ["12", 3],
    ]);
  });

  it("adds the product page's chosen quantity", () => {
    expect(addItem([], tvWithoutQuantity, 4).items[0]?.quantity).toBe(4);
    expect(addItem([tv], tvWithoutQuantity, 3).items[0]?.quantity).toBe(4);
  });

  it("caps a line at 10 and says it did", () => {
    const nine = { ...tv, quantity: 9 };
    const result = addItem([nine], tvWithoutQuantity, 5);
    expect(result.items[0]?.quantity).toBe(10);
    expect(result).toMatchObject({ added: 1, capped: true });
    const again = addItem(result.items, tvWithoutQuantity);
    expect(again).toMatchObject({ added: 0, capped: true });
    expect(again.items[0]?.quantity).toBe(10);
  });

  it("refuses a new product once the cart holds the most lines it may", () => {
    const full = Array.from({ length: maxCartLines }, (_, index) => ({ ...fan, id: String(index + 100) }));
    const result = addItem(full, tvWithoutQuantity);
    expect(result.full).toBe(true);
    expect(result.items).toHaveLength(maxCartLines);
    expect(addItem(full, { ...fan, id: "100" }).items[0]?.quantity).toBe(3);
  });

  it("does not change the list it was given", () => {
    const items = [fan];
    addItem(items, { ...fan });
    expect(items).toEqual([fan]);
  });
});

describe("removeItem", () => {
  it("takes the product out", () => {
    expect(removeItem([tv, fan], "1")).toEqual([fan]);
  });

  it("does nothing for an unknown id", () => {
    expect(removeItem([tv, fan], "99")).toEqual([tv, fan]);
  });
});

describe("updateItemQuantity", () => {
  it("sets the quantity", () => {
    expect(updateItemQuantity([tv, fan], "12", 5)[1]?.quantity).toBe(5);
  });

  it.each([0, -3])("ignores %s (below 1)", (value) => {
    expect(updateItemQuantity([fan], "12", value)).toEqual([fan]);
    expect(updateItemQuantity([fan], "12", String(value))).toEqual([fan]);
  });

  it.each(["abc", "", NaN, null, undefined, "2x"])("turns %s (not a number) into 1", (value) => {
    expect(updateItemQuantity([fan], "12", value)[0]?.quantity).toBe(1);
  });

  it("reads a typed number and keeps it within 10, whole", () => {
    expect(updateItemQuantity([fan], "12", "7")[0]?.quantity).toBe(7);
    expect(updateItemQuantity([fan], "12", 25)[0]?.quantity).toBe(10);
    expect(updateItemQuantity([fan], "12", 3.7)[0]?.quantity).toBe(3);
  });

  it("leaves other lines alone and does nothing for an unknown id", () => {
    const items = [tv, fan];
    const next = updateItemQuantity(items, "12", 4);
    expect(next[0]).toBe(tv);
    expect(updateItemQuantity(items, "99", 4)).toEqual(items);
  });
});

describe("totals", () => {
  it("counts units and sums effective unit price x quantity in paise", () => {
    // The TV: MRP 47,900 less 33% = 32,093; the fan has no MRP or discount: 4,299.
    expect(cartTotals([tv, fan])).toEqual({ totalItems: 3, totalPricePaise: 3_209_300 + 2 * 429_900 });
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ totalItems: 0, totalPricePaise: 0 });
  });

  it("applies the spec's effective price rule to the stored rupees", () => {
    expect(itemUnitPricePaise({ price: 10000, discountPct: 10 })).toBe(900_000);
    expect(itemUnitPricePaise({ price: 10000, mrp: 12000, discountPct: 0 })).toBe(1_200_000);
    expect(itemUnitPricePaise({ price: 999.5 })).toBe(99_950);
  });
});

describe("cartItemFromProduct", () => {
  it("stores the catalogue's paise as rupees and round-trips exactly", () => {
    const product = {
      id: "1",
      title: "TV",
      pricePaise: 3_209_300,
      mrpPaise: 4_790_000,
      discountPct: 33,
      image: "/tv.webp",
      brand: "Samsung",
      category: "tv",
      inStock: true,
    };
    const item = cartItemFromProduct(product);
    expect(item).toMatchObject({ price: 32093, mrp: 47900, discountPct: 33 });
    expect(itemUnitPricePaise(item)).toBe(3_209_300);
    // A price with paise survives the trip through rupees.
    const odd = cartItemFromProduct({ ...product, pricePaise: 1_234_567, mrpPaise: null, discountPct: 0 });
    expect(itemUnitPricePaise(odd)).toBe(1_234_567);
  });

  it("leaves out an MRP the product does not have", () => {
    const item = cartItemFromProduct({
      id: "12",
      title: "Fan",
      pricePaise: 429_900,
      mrpPaise: null,
      discountPct: 0,
      image: "/fan.webp",
      brand: "Bajaj",
      category: "fan",
      inStock: true,
    });
    expect("mrp" in item).toBe(false);
  });
});

describe("clampQuantity", () => {
  it.each([
    [1, 1],
    [10, 10],
    [11, 10],
    [0, 1],
    ["4", 4],
    ["abc", 1],
    [Infinity, 1],
  ] as const)("%s gives %s", (value, expected) => expect(clampQuantity(value)).toBe(expected));
});

describe("parseStoredCart", () => {
  it("reads nothing stored as an empty cart", () => {
    expect(parseStoredCart(null)).toEqual({ items: [], corrupt: false });
  });

  it("reads a stored array of items", () => {
    expect(parseStoredCart(JSON.stringify([tv, fan]))).toEqual({ items: [tv, fan], corrupt: false });
  });

  it("also reads an object holding the items", () => {
    expect(parseStoredCart(JSON.stringify({ items: [fan], totalItems: 2 })).items).toEqual([fan]);
  });

  it.each([
    ["not JSON", "{not json"],
    ["a string", '"cart"'],
    ["a number", "3"],
    ["null", "null"],
    ["an object without items", '{"1":2}'],
  ])("marks %s as corrupt", (_name, raw) => {
    expect(parseStoredCart(raw)).toEqual({ items: [], corrupt: true });
  });

  it.each(["id", "title", "price", "quantity", "image"] as const)("drops an item missing %s", (field) => {
    const broken: Partial<CartItem> = { ...tv };
    delete broken[field];
    expect(parseStoredCart(JSON.stringify([broken, fan])).items).toEqual([fan]);
  });

  it("drops items with unusable required fields and malformed optional ones", () => {
    const raw = JSON.stringify([
      null,
      "1",
      { ...tv, id: "abc" },
      { ...tv, price: "32093" },
      { ...tv, price: -5 },
      { ...tv, quantity: 0 },
      { ...tv, title: "   " },
      { ...fan, mrp: "lots", discountPct: 400, brand: 7, inStock: "yes" },
    ]);
    expect(parseStoredCart(raw).items).toEqual([fan]);
  });

  it("merges repeats of one product and keeps quantities within 1 to 10", () => {
    const raw = JSON.stringify([
      { ...fan, quantity: 6 },
      { ...fan, quantity: 7 },
      { ...tv, quantity: 99 },
      { ...tv, id: 5, quantity: 2.5 },
    ]);
    expect(parseStoredCart(raw).items.map((item) => [item.id, item.quantity])).toEqual([
      ["12", 10],
      ["1", 10],
      ["5", 2],
    ]);
  });
});

describe("normalizeCartItem", () => {
  it("keeps the optional fields the spec lists", () => {
    const item = { ...tv, brand: "Samsung", category: "tv", inStock: true, extra: "dropped" };
    expect(normalizeCartItem(item)).toEqual({ ...tv, brand: "Samsung", category: "tv", inStock: true });
  });
});

describe("refreshItem", () => {
  it("replaces the line's details and drops fields set to undefined", () => {
    const next = refreshItem([tv, fan], "1", { price: 30000, mrp: undefined, discountPct: 0 });
    expect(next[0]).toEqual({ ...tv, price: 30000, discountPct: 0, mrp: undefined });
    expect("mrp" in next[0]!).toBe(false);
    expect(next[1]).toBe(fan);
  });
});

describe("the stored cart", () => {
  let storage: Map<string, string>;
  let listeners: ((event: { key: string | null }) => void)[];
  let setItemFails: boolean;

  beforeEach(() => {
    storage = new Map();
    listeners = [];
    setItemFails = false;
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => {
          if (setItemFails) throw new Error("QuotaExceededError");
          storage.set(key, value);
        },
        removeItem: (key: string) => storage.delete(key),
      },
      addEventListener: (_type: string, listener: (event: { key: string | null }) => void) =>
        listeners.push(listener),
      removeEventListener: (_type: string, listener: (event: { key: string | null }) => void) => {
        listeners = listeners.filter((registered) => registered !== listener);
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lives under the key 'cart' as a JSON array of items, removed when emptied", () => {
    cartItems.write([tv, fan]);
    expect(JSON.parse(storage.get("cart")!)).toEqual([tv, fan]);
    expect(cartItems.getSnapshot()).toEqual([tv, fan]);
    cartItems.write([]);
    expect(storage.has("cart")).toBe(false);
    expect(cartItems.getSnapshot()).toEqual([]);
  });

  it("gives the same array for the same stored text, so React does not loop", () => {
    storage.set("cart", JSON.stringify([fan]));
    const first = cartItems.getSnapshot();
    expect(cartItems.getSnapshot()).toBe(first);
  });

  it("removes a value that cannot be parsed, logs it, and reads an empty cart", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    storage.set("cart", "{not json");
    expect(cartItems.getSnapshot()).toEqual([]);
    expect(storage.has("cart")).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it("writes back a cleaned cart when some items were dropped", () => {
    storage.set("cart", JSON.stringify([{ id: "1", title: "No price", quantity: 1, image: "/x.webp" }, fan]));
    expect(cartItems.getSnapshot()).toEqual([fan]);
    expect(JSON.parse(storage.get("cart")!)).toEqual([fan]);
  });

  it("does not rewrite a cart it wrote itself", () => {
    cartItems.write([{ ...tv, brand: "Samsung" }]);
    const setItem = vi.spyOn(window.localStorage, "setItem");
    storage.set("cart", storage.get("cart")!);
    cartItems.getSnapshot();
    expect(setItem).not.toHaveBeenCalled();
  });

  it("follows a change made in another tab through the storage event", () => {
    const onChange = vi.fn();
    const unsubscribe = cartItems.subscribe(onChange);
    storage.set("cart", JSON.stringify([fan]));
    for (const listener of listeners) listener({ key: "wishlist" });
    expect(onChange).not.toHaveBeenCalled();
    for (const listener of listeners) listener({ key: "cart" });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(cartItems.getSnapshot()).toEqual([fan]);
    unsubscribe();
    expect(listeners).toHaveLength(0);
  });

  it("logs a save the browser refuses and does not throw", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    setItemFails = true;
    expect(() => cartItems.write([fan])).not.toThrow();
    expect(error).toHaveBeenCalled();
  });

  it("reads an empty cart on the server", () => {
    expect(cartItems.getServerSnapshot()).toEqual([]);
  });
});
