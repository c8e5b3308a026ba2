import { describe, expect, it } from "vitest";

import { dealer } from "./dealer";
import { gstinCheckCharacter, gstinProblem, stateCodeOfGstin } from "./gstin";

describe("GSTIN check", () => {
  it("accepts GSTINs whose check character matches", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAGCK1234M1ZM", dealer.gstin]) {
      expect(gstinProblem(gstin)).toBeNull();
    }
    expect(gstinCheckCharacter("33ABCDE1234F1Z")).toBe("7");
    expect(stateCodeOfGstin("29AAGCB7383J1Z4")).toBe("29");
  });

  it("names what is wrong: the shape, the state code or the check character", () => {
    expect(gstinProblem("33ABCDE1234F1Z5")).toBe("checkDigit");
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checkDigit");
    expect(gstinProblem("33ABCDE1234F1Z")).toBe("format");
    expect(gstinProblem("33abcde1234f1z7")).toBe("format");
    expect(gstinProblem("3AABCDE1234F1Z7")).toBe("format");
    expect(gstinProblem("33ABCDE1234F0Z7")).toBe("format");
    expect(gstinProblem("25ABCDE1234F1Z7")).toBe("stateCode");
    expect(gstinProblem("99ABCDE1234F1Z7")).toBe("stateCode");
  });
});
