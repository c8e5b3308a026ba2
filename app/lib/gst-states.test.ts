import { describe, expect, it } from "vitest";

import {
  deliveryStateCode,
  gstStates,
  pincodeMayBeIn,
  placeOfSupplyText,
  stateCodeOfName,
  stateCodeOfPincode,
} from "./gst-states";

describe("GST states", () => {
  it("knows every state by its name, short forms and the southern states in Tamil", () => {
    for (const [code, name] of Object.entries(gstStates)) expect(stateCodeOfName(name)).toBe(code);
    expect(stateCodeOfName(" tamil  nadu ")).toBe("33");
    expect(stateCodeOfName("Tamilnadu")).toBe("33");
    expect(stateCodeOfName("தமிழ்நாடு")).toBe("33");
    expect(stateCodeOfName("Pondicherry")).toBe("34");
    expect(stateCodeOfName("Jammu & Kashmir")).toBe("01");
    expect(stateCodeOfName("Orissa")).toBe("21");
    expect(stateCodeOfName("Atlantis")).toBeNull();
  });

  it("prints a place of supply with its name and code", () => {
    expect(placeOfSupplyText("29")).toBe("Karnataka (29)");
    expect(placeOfSupplyText("33")).toBe("Tamil Nadu (33)");
  });

  it("finds the state of a pincode, the union territories inside other regions too", () => {
    expect(stateCodeOfPincode("638001")).toBe("33");
    expect(stateCodeOfPincode("600040")).toBe("33");
    expect(stateCodeOfPincode("560001")).toBe("29");
    expect(stateCodeOfPincode("605001")).toBe("34");
    expect(stateCodeOfPincode("403001")).toBe("30");
    expect(stateCodeOfPincode("110001")).toBe("07");
    expect(stateCodeOfPincode("682555")).toBe("31");
    expect(stateCodeOfPincode("999999")).toBeNull();
  });

  it("refuses only a clear mismatch between a pincode and a state", () => {
    expect(pincodeMayBeIn("560001", "33")).toBe(false);
    expect(pincodeMayBeIn("638001", "29")).toBe(false);
    expect(pincodeMayBeIn("605001", "33")).toBe(true);
    expect(pincodeMayBeIn("605001", "34")).toBe(true);
    expect(pincodeMayBeIn("500001", "37")).toBe(true);
    expect(pincodeMayBeIn("999999", "33")).toBe(true);
  });

  it("takes the place of supply from the named state, else from the pincode", () => {
    expect(deliveryStateCode({ state: "Karnataka", pincode: "560001" })).toBe("29");
    expect(deliveryStateCode({ state: "Erode district", pincode: "638001" })).toBe("33");
    expect(deliveryStateCode({ state: "Somewhere", pincode: "999999" })).toBeNull();
  });
});
