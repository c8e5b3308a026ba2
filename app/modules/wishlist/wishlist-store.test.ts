import { describe, expect, it } from "vitest";

import { toggledWishlist, wishlistLimit } from "./wishlist-store";

describe("toggledWishlist", () => {
  it("puts a new product first", () => {
    expect(toggledWishlist(["3", "1"], "7")).toEqual({ ids: ["7", "3", "1"], added: true });
  });

  it("takes a saved product out", () => {
    expect(toggledWishlist(["3", "7", "1"], "7")).toEqual({ ids: ["3", "1"], added: false });
  });

  it("never grows past the limit", () => {
    const full = Array.from({ length: wishlistLimit }, (_, index) => String(index + 1));
    const next = toggledWishlist(full, "999");
    expect(next.ids).toHaveLength(wishlistLimit);
    expect(next.ids[0]).toBe("999");
  });
});
