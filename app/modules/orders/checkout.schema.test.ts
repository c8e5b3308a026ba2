import { describe, expect, it } from "vitest";

import { checkoutMessages } from "./texts/en/checkout-messages";
import { validateCheckout, type CheckoutInput } from "./checkout.schema";

const messages = checkoutMessages.code;

const form: CheckoutInput = {
  name: "Meena Sundaram",
  email: "meena@example.test",
  phone: "9843011111",
  address: "14, Perundurai Road, Near Collectorate",
  city: "Erode",
  state: "Tamil Nadu",
  pincode: "638011",
  agreeTerms: "on",
};

const errorsOf = (change: Partial<CheckoutInput>) => {
  const result = validateCheckout({ ...form, ...change });
  return result.success ? null : result.errors;
};

describe("checkout's place of supply and business buyer (decision 030)", () => {
  it("takes the place of supply from the state, and no business without a GSTIN", () => {
    const erode = validateCheckout(form);
    expect(erode.success && erode.data).toMatchObject({ placeOfSupply: "33", business: null });
    const bengaluru = validateCheckout({ ...form, state: "Karnataka", pincode: "560001", businessName: "X" });
    expect(bengaluru.success && bengaluru.data).toMatchObject({ placeOfSupply: "29", business: null });
  });

  it("refuses a pincode clearly in another state, and a state nobody knows with an unknown pincode", () => {
    expect(errorsOf({ state: "Karnataka", pincode: "638011" })).toEqual({ pincode: messages.pincodeState });
    expect(errorsOf({ state: "Tamil Nadu", pincode: "560001" })).toEqual({ pincode: messages.pincodeState });
    expect(errorsOf({ state: "Puducherry", pincode: "605001" })).toBeNull();
    expect(errorsOf({ state: "Nowhere", pincode: "999999" })).toEqual({ state: messages.stateUnknown });
  });

  it("shows these messages together with every other field's", () => {
    expect(errorsOf({ name: "", state: "Karnataka", gstin: "33AAGCK1234M1ZP" })).toEqual({
      name: messages.nameRequired,
      pincode: messages.pincodeState,
      gstin: messages.gstinCheckDigit,
      businessName: messages.businessNameRequired,
    });
    // an empty field says it is empty, not that it disagrees
    expect(errorsOf({ state: "", pincode: "" })).toMatchObject({
      state: messages.stateRequired,
      pincode: messages.pincodeLength,
    });
  });

  it("takes a valid GSTIN of the delivery state with its business name", () => {
    const result = validateCheckout({ ...form, gstin: "33aagck 1234m1zm", businessName: " Erode Traders " });
    expect(result.success && result.data.business).toEqual({
      gstin: "33AAGCK1234M1ZM",
      name: "Erode Traders",
    });
  });

  it("refuses a GSTIN of the wrong shape, with a typing mistake, of another state, or without a name", () => {
    expect(errorsOf({ gstin: "33AAGCK1234M1Z", businessName: "A" })).toEqual({ gstin: messages.gstinFormat });
    expect(errorsOf({ gstin: "33AAGCK1234M1ZP", businessName: "A" })).toEqual({
      gstin: messages.gstinCheckDigit,
    });
    expect(errorsOf({ gstin: "29AAGCB7383J1Z4", businessName: "A" })).toEqual({ gstin: messages.gstinState });
    expect(errorsOf({ gstin: "33AAGCK1234M1ZM" })).toEqual({ businessName: messages.businessNameRequired });
    expect(errorsOf({ gstin: "33AAGCK1234M1ZM", businessName: "x".repeat(101) })).toEqual({
      businessName: messages.businessNameLength,
    });
  });
});
