import { describe, expect, it } from "vitest";

import { checkoutErrors, validateCheckout } from "../orders/checkout.schema";
import { initialCheckoutValues } from "./checkout-values";
import { defaultState } from "./indian-states";
import { checkoutMessages } from "~/modules/orders/texts/en/checkout-messages";
import { inEnglish } from "../../../tests/support/messages-in-english";

describe("the checkout form's values", () => {
  it("start empty, in the default state, paying cash on delivery", () => {
    expect(initialCheckoutValues()).toEqual({
      name: "",
      email: "",
      phone: "",
      address: "",
      address2: "",
      city: "",
      state: defaultState,
      pincode: "",
      gstin: "",
      businessName: "",
      installBy: "",
      installDate: "",
      installSlot: "",
      paymentMethod: "cod",
      saveInfo: false,
      updates: false,
      agreeTerms: false,
    });
  });

  it("come back as posted without JavaScript; an unknown payment method falls back to cash", () => {
    const values = initialCheckoutValues({
      name: "Priya",
      state: "",
      paymentMethod: "upi",
      agreeTerms: "on",
    });
    expect(values).toMatchObject({
      name: "Priya",
      state: defaultState,
      paymentMethod: "upi",
      agreeTerms: true,
    });
    expect(initialCheckoutValues({ paymentMethod: "cheque" }).paymentMethod).toBe("cod");
    // An unticked updates box comes back unticked (the server echoes it as "off").
    expect(initialCheckoutValues({ updates: "off" }).updates).toBe(false);
    expect(initialCheckoutValues({ updates: "on" }).updates).toBe(true);
  });
});

describe("the checkout's field messages", () => {
  it("are one per field the form shows, and none for a form that may be sent", () => {
    const parsed = validateCheckout({ saveInfo: "yes", pincode: "012345" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors).not.toHaveProperty("saveInfo");
    expect(inEnglish(parsed.errors, checkoutMessages).pincode).toBe(
      "Pincode must be 6 digits, and cannot start with 0.",
    );
    expect(
      checkoutErrors({
        name: "Priya Raman",
        email: "priya@example.in",
        phone: "98430 12345",
        address: "12, Gandhi Road, Periyar Nagar",
        city: "Erode",
        state: "Tamil Nadu",
        pincode: "638001",
        country: "India",
        paymentMethod: "cod",
        agreeTerms: "on",
      }),
    ).toBeNull();
  });
});
