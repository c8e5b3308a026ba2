import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createStoredIds, isProductIdString, parseStoredIds } from "./stored-ids";

describe("parseStoredIds", () => {
  it("reads nothing stored as an empty list", () => {
    expect(parseStoredIds(null, 10)).toEqual({ ids: [], corrupt: false });
  });

  it("reads a JSON array of id strings in order", () => {
    expect(parseStoredIds('["3","1","12"]', 10)).toEqual({ ids: ["3", "1", "12"], corrupt: false });
  });

  it.each([
    ["not JSON", "{oops"],
    ["a JSON object", '{"ids":["1"]}'],
    ["a JSON string", '"1"'],
    ["a number", "42"],
    ["null", "null"],
    ["an empty string", ""],
  ])("marks %s as corrupt and reads it as empty", (_name, raw) => {
    expect(parseStoredIds(raw, 10)).toEqual({ ids: [], corrupt: true });
  });

  it("drops entries that are not product id strings, and repeats", () => {
    const raw = JSON.stringify(["1", 2, "abc", "1.5", "01", "-3", null, { id: "4" }, "5", "1", ""]);
    expect(parseStoredIds(raw, 10)).toEqual({ ids: ["1", "5"], corrupt: false });
  });

  it("keeps at most `max` ids", () => {
    expect(parseStoredIds('["1","2","3","4","5"]', 4).ids).toEqual(["1", "2", "3", "4"]);
  });
});

describe("isProductIdString", () => {
  it.each(["1", "12", "2147483647"])("accepts %s", (value) => expect(isProductIdString(value)).toBe(true));
  it.each(["0", "01", "abc", "1.5", "-1", " 1", "", "12345678901", 5])("rejects %s", (value) =>
    expect(isProductIdString(value)).toBe(false),
  );
});

describe("createStoredIds", () => {
  let storage: Map<string, string>;
  let listeners: ((event: { key: string | null }) => void)[];

  beforeEach(() => {
    storage = new Map();
    listeners = [];
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
      addEventListener: (_type: string, listener: (event: { key: string | null }) => void) =>
        listeners.push(listener),
      removeEventListener: (_type: string, listener: (event: { key: string | null }) => void) => {
        listeners = listeners.filter((registered) => registered !== listener);
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("gives the same array for the same stored text, so React does not loop", () => {
    storage.set("wishlist", '["1","2"]');
    const store = createStoredIds("wishlist", 10);
    const first = store.getSnapshot();
    expect(first).toEqual(["1", "2"]);
    expect(store.getSnapshot()).toBe(first);
  });

  it("removes a corrupt value and reads it as empty", () => {
    storage.set("wishlist", "not json");
    const store = createStoredIds("wishlist", 10);
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.has("wishlist")).toBe(false);
  });

  it("writes a JSON array, tells subscribers, and removes the key when emptied", () => {
    const store = createStoredIds("compare", 4);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    store.write(["5", "9", "5", "x"]);
    expect(storage.get("compare")).toBe('["5","9"]');
    expect(store.getSnapshot()).toEqual(["5", "9"]);
    expect(onChange).toHaveBeenCalledTimes(1);
    store.write([]);
    expect(storage.has("compare")).toBe(false);
    unsubscribe();
    expect(listeners).toHaveLength(0);
  });

  it("follows changes made in another tab through the storage event", () => {
    const store = createStoredIds("wishlist", 10);
    const onChange = vi.fn();
    store.subscribe(onChange);
    storage.set("wishlist", '["7"]');
    for (const listener of listeners) listener({ key: "other" });
    expect(onChange).not.toHaveBeenCalled();
    for (const listener of listeners) listener({ key: "wishlist" });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(["7"]);
  });

  it("reads an empty list on the server", () => {
    expect(createStoredIds("wishlist", 10).getServerSnapshot()).toEqual([]);
  });

  it("survives storage that throws", () => {
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => {
          throw new Error("denied");
        },
        setItem: () => {
          throw new Error("denied");
        },
        removeItem: () => {
          throw new Error("denied");
        },
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const store = createStoredIds("wishlist", 10);
    expect(store.getSnapshot()).toEqual([]);
    expect(() => store.write(["1"])).not.toThrow();
  });
});
