import { describe, expect, it } from "vitest";

import { buildUpiLink, rupeesAmount, upiQrSvg } from "./upi";

describe("buildUpiLink", () => {
  it("builds the upi://pay link with the amount in rupees to two decimals", () => {
    expect(
      buildUpiLink({
        vpa: "kaveri.appliances@okaxis",
        payeeName: "Kaveri Home Appliances",
        amountPaise: 3_209_350,
        orderNumber: "ORD-250901-ABCD23",
      }),
    ).toBe(
      "upi://pay?pa=kaveri.appliances@okaxis&pn=Kaveri%20Home%20Appliances&tr=ORD-250901-ABCD23&am=32093.50&cu=INR&tn=ORD-250901-ABCD23",
    );
  });

  it("encodes characters that would break the query", () => {
    const link = buildUpiLink({
      vpa: "a@b",
      payeeName: "R&D = Sales?",
      amountPaise: 5,
      orderNumber: "ORD-1#2",
    });
    expect(link).toBe("upi://pay?pa=a@b&pn=R%26D%20%3D%20Sales%3F&tr=ORD-1%232&am=0.05&cu=INR&tn=ORD-1%232");
    const params = new URL(link.replace("upi://pay", "https://x/pay")).searchParams;
    expect(params.get("pn")).toBe("R&D = Sales?");
    expect(params.get("tn")).toBe("ORD-1#2");
  });

  it("names the merchant category when the UPI ID is a merchant's", () => {
    const link = buildUpiLink({
      vpa: "kaveri@icici",
      payeeName: "Kaveri",
      amountPaise: 100,
      orderNumber: "ORD-250901-ABCD23",
      merchantCode: "5722",
    });
    expect(link).toBe(
      "upi://pay?pa=kaveri@icici&pn=Kaveri&mc=5722&tr=ORD-250901-ABCD23&am=1.00&cu=INR&tn=ORD-250901-ABCD23",
    );
  });

  it("formats paise exactly and refuses amounts that are not positive whole paise", () => {
    expect(rupeesAmount(100)).toBe("1.00");
    expect(rupeesAmount(1_23_45_678)).toBe("123456.78");
    expect(() => rupeesAmount(0)).toThrow(RangeError);
    expect(() => rupeesAmount(10.5)).toThrow(RangeError);
  });
});

describe("upiQrSvg", () => {
  it("draws the link as an SVG QR code", async () => {
    const svg = await upiQrSvg("upi://pay?pa=a@b&pn=Shop&am=1.00&cu=INR&tn=ORD-250901-ABCD23");
    expect(svg.trim()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path[\s\S]*<\/svg>$/);
    expect(svg).not.toMatch(/<script/i);
  });
});
