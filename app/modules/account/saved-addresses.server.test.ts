import { describe, expect, it } from "vitest";

import { addressBook, bookingPrefill, checkoutPrefill, savedAddressLimit } from "./saved-addresses.server";

const order = (address: string, pincode = "638001", address2: string | null = null) => ({
  name: "Kavitha Raman",
  email: "kavitha@example.in",
  address,
  address2,
  city: "Erode",
  state: "Tamil Nadu",
  pincode,
});

describe("the account's address book", () => {
  it("keeps each address once, as first listed, ignoring case and spaces, up to the limit", () => {
    const book = addressBook([
      order("7, Gandhiji Road"),
      order(" 7, GANDHIJI ROAD "),
      order("7, Gandhiji Road", "638011"),
      order("7, Gandhiji Road", "638001", "Flat 2"),
    ]);
    expect(book.map((saved) => [saved.address, saved.address2, saved.pincode])).toEqual([
      ["7, Gandhiji Road", "", "638001"],
      ["7, Gandhiji Road", "", "638011"],
      ["7, Gandhiji Road", "Flat 2", "638001"],
    ]);
    const many = Array.from({ length: 9 }, (_, index) => order(`${index + 1}, Main Road`));
    expect(addressBook(many)).toHaveLength(savedAddressLimit);
  });

  it("fills checkout with the chosen address, the latest for a choice it does not have, and the number", () => {
    const book = addressBook([order("22, Perundurai Road", "638011"), order("7, Gandhiji Road")]);
    expect(checkoutPrefill(book, "9876543210", "2")).toMatchObject({
      address: "7, Gandhiji Road",
      phone: "9876543210",
    });
    for (const chosen of [null, "9", "0", "1e1", "-1", "<script>"]) {
      expect(checkoutPrefill(book, "9876543210", chosen)).toMatchObject({ pincode: "638011" });
    }
    expect(checkoutPrefill([], "9876543210", "1")).toEqual({ phone: "9876543210" });
  });

  it("fills a booking with the latest address on one line, cut to the visit address's length", () => {
    const book = addressBook([order("22, Perundurai Road", "638011", "Flat 4"), order("7, Gandhiji Road")]);
    expect(bookingPrefill(book, "9876543210", 300)).toEqual({
      name: "Kavitha Raman",
      phone: "9876543210",
      email: "kavitha@example.in",
      address: "22, Perundurai Road, Flat 4, Erode",
      pincode: "638011",
    });
    expect(bookingPrefill(book, "9876543210", 10).address).toBe("22, Perund");
    expect(bookingPrefill([], "9876543210", 300)).toEqual({ phone: "9876543210" });
  });
});
