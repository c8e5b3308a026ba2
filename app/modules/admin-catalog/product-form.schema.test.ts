import { describe, expect, it } from "vitest";

import { effectiveUnitPricePaise, rupeesInput } from "~/lib/money";

import {
  derivePrice,
  describePrice,
  parseRupees,
  readProductForm,
  stockFormErrors,
  validateProductForm,
  validateStockForm,
  type ProductFormValues,
} from "./product-form.schema";

const valid: ProductFormValues = {
  title: "  Samsung 43 inch Crystal 4K TV ",
  brandSlug: "samsung",
  category: "tv",
  mrp: "47,900",
  price: "32093",
  rating: "4.3",
  reviewsCount: "1240",
  description: "",
  features: ["HDR10+", " ", "HDR10+", "Slim bezel"],
  featuresTa: ["", "மெல்லிய விளிம்பு "],
  tags: ["smart", ""],
  specs: [
    { label: "Model number", value: "UA43", labelTa: "" },
    { label: "Screen size", value: "108 cm", labelTa: " திரை அளவு" },
    { label: " ", value: "", labelTa: "" },
  ],
  capacity: "43 inch",
  gtin: " 8801643-123451 ",
  energyRating: "",
  stock: "8",
  hidden: false,
  installation: "installation",
  installationCharge: "",
  warrantyMonths: "12",
  warrantyNote: " ",
  hsnCode: "",
  gstRate: "18",
  makerRole: "manufacturer",
  makerName: " Samsung India Electronics Pvt. Ltd. ",
  makerAddress: "6th Floor, DLF Centre, Sansad Marg, New Delhi 110001",
  countryOfOrigin: "IN",
  netQuantity: "",
  netQuantityUnit: "N",
  consumerCare: "1800 40 7267864",
  madeIn: "",
};

describe("parseRupees", () => {
  it.each([
    ["32093", 3_209_300],
    ["32,093", 3_209_300],
    ["₹ 32,093.5", 3_209_350],
    ["0.01", 1],
  ])("reads %s", (value, paise) => expect(parseRupees(value)).toBe(paise));

  it.each(["", "abc", "-5", "0", "1e3", "12.345", "100000001"])("refuses %s", (value) =>
    expect(parseRupees(value)).toBeNull(),
  );

  it("writes paise back as the form shows them", () => {
    expect(rupeesInput(3_209_300)).toBe("32093");
    expect(rupeesInput(3_209_350)).toBe("32093.50");
    expect(rupeesInput(null)).toBe("");
  });
});

describe("derivePrice", () => {
  it("derives the discount and keeps the price the effective price", () => {
    expect(derivePrice(4_790_000, 3_209_300)).toEqual({
      pricePaise: 3_209_300,
      mrpPaise: 4_790_000,
      discountPct: 33,
      askedPaise: 3_209_300,
    });
  });

  it("rounds to the whole percent and rupee and says so", () => {
    const price = derivePrice(1_000_000, 765_000);
    expect(price.discountPct).toBe(24);
    expect(price.pricePaise).toBe(760_000);
    expect(effectiveUnitPricePaise(price)).toBe(price.pricePaise);
    const described = describePrice(price);
    expect(described.summary).toBe("Shop price ₹7,600: 24% off the MRP of ₹10,000.");
    expect(described.rounding).toContain("You entered ₹7,650");
  });

  it("uses the MRP when the markdown is under half a percent", () => {
    const price = derivePrice(1_000_000, 998_000);
    expect(price).toMatchObject({ pricePaise: 1_000_000, discountPct: 0 });
    expect(describePrice(price).rounding).toContain("the price is the MRP");
  });

  it("takes the selling price as it is without an MRP", () => {
    const price = derivePrice(null, 364_050);
    expect(price).toMatchObject({ pricePaise: 364_050, discountPct: 0, mrpPaise: null });
    expect(describePrice(price).rounding).toBeNull();
  });

  it("is stable when the stored figures are saved again", () => {
    for (const [mrp, asked] of [
      [4_790_000, 3_000_000],
      [6_999_000, 4_199_400],
      [123_400, 99_900],
    ] as const) {
      const first = derivePrice(mrp, asked);
      expect(derivePrice(mrp, first.pricePaise)).toEqual({ ...first, askedPaise: first.pricePaise });
    }
  });
});

describe("validateProductForm", () => {
  it("cleans and converts a valid form", () => {
    const result = validateProductForm(valid);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      title: "Samsung 43 inch Crystal 4K TV",
      pricing: { pricePaise: 3_209_300, discountPct: 33, mrpPaise: 4_790_000 },
      rating: 4.3,
      reviewsCount: 1240,
      description: null,
      features: ["HDR10+", "Slim bezel"],
      featuresTa: ["மெல்லிய விளிம்பு"],
      tags: ["smart"],
      // a Tamil label is kept where one was typed; the value is the same in both languages
      specs: [
        { label: "Model number", value: "UA43" },
        { label: "Screen size", value: "108 cm", labelTa: "திரை அளவு" },
      ],
      energyRating: null,
      stock: 8,
      hidden: false,
      installation: "installation",
      installationCharge: 0,
      warrantyMonths: 12,
      warrantyNote: null,
      hsnCode: null,
      gstRate: 18,
      makerRole: "manufacturer",
      makerName: "Samsung India Electronics Pvt. Ltd.",
      countryOfOrigin: "IN",
      netQuantity: 1,
      netQuantityUnit: "N",
      madeIn: null,
    });
  });

  it("requires the Legal Metrology declarations, and takes a month of manufacture up to this month", () => {
    const result = validateProductForm({
      ...valid,
      makerRole: "",
      makerName: " ",
      makerAddress: "Delhi",
      countryOfOrigin: "XX",
      netQuantity: "0",
      netQuantityUnit: "dozen",
      consumerCare: "",
      madeIn: "2099-01",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      makerRole: "Choose whom the declarations name: manufacturer, packer or importer.",
      makerName: "Enter the manufacturer's, packer's or importer's name, as on the box.",
      makerAddress: "Enter their full address, as on the box, with the pincode.",
      countryOfOrigin: "Choose the country of origin.",
      netQuantity: "Net quantity must be a whole number from 1 (blank for 1).",
      netQuantityUnit: "Choose the unit of the net quantity.",
      consumerCare: "Enter the consumer-care phone number or e-mail address, as on the box.",
      madeIn: "Choose the month and year of manufacture or import, not after this month.",
    });
    const imported = validateProductForm({
      ...valid,
      makerRole: "importer",
      countryOfOrigin: "TH",
      madeIn: "2026-07",
    });
    expect(imported.success && imported.data).toMatchObject({
      makerRole: "importer",
      countryOfOrigin: "TH",
      madeIn: "2026-07",
    });
  });

  it("takes an HSN code of 4, 6 or 8 digits (spaces and dots dropped) and one of the GST rates", () => {
    for (const [typed, stored] of [
      ["8418", "8418"],
      ["8418 10", "841810"],
      ["8418.10.10", "84181010"],
    ] as const) {
      expect(validateProductForm({ ...valid, hsnCode: typed, gstRate: "5" })).toMatchObject({
        success: true,
        data: { hsnCode: stored, gstRate: 5 },
      });
    }
    for (const hsnCode of ["841", "84181", "8418101", "841810101", "84A810", "-8418"]) {
      const bad = validateProductForm({ ...valid, hsnCode, gstRate: "28" });
      expect(bad.success ? null : bad.errors).toEqual({
        hsnCode: "Enter the HSN code: 4, 6 or 8 digits, e.g. 841810.",
        gstRate: "Choose a GST rate: 0%, 5%, 18%, 40%.",
      });
    }
  });

  it("reads the installation charge in rupees, the warranty in months and its note", () => {
    const result = validateProductForm({
      ...valid,
      installationCharge: "₹1,499",
      warrantyMonths: "24",
      warrantyNote: " 5 years on the compressor ",
    });
    expect(result.success && result.data).toMatchObject({
      installationCharge: 149_900,
      warrantyMonths: 24,
      warrantyNote: "5 years on the compressor",
    });
    expect(validateProductForm({ ...valid, installationCharge: "0" })).toMatchObject({
      success: true,
      data: { installationCharge: 0 },
    });
    const bad = validateProductForm({
      ...valid,
      installation: "mount",
      installationCharge: "-5",
      warrantyMonths: "241",
      warrantyNote: "x".repeat(121),
    });
    expect(bad.success ? null : bad.errors).toEqual({
      installation: "Choose None, Installation or Demo.",
      installationCharge: "Enter the installation charge in rupees (0 for free), up to ₹1,00,000.",
      warrantyMonths: "Warranty must be a whole number of months from 0 to 240.",
      warrantyNote: "Warranty note must be at most 120 characters.",
    });
  });

  it("takes a barcode number with a right GS1 check digit, spaces and dashes dropped, or none", () => {
    const gtin = (value: string) => {
      const result = validateProductForm({ ...valid, gtin: value });
      return result.success ? result.data.gtin : result.errors.gtin;
    };
    expect(gtin(" 8801643-123451 ")).toBe("8801643123451");
    expect(gtin("12345670")).toBe("12345670");
    expect(gtin("7501031311309")).toBe("7501031311309");
    expect(gtin("")).toBeNull();
    expect(gtin("8801643123452")).toBe(
      "That barcode number's last digit does not match: check it on the box.",
    );
    for (const wrong of ["1234567", "123456789", "ABCDEFGHIJKLM", "880164312345100"]) {
      expect(gtin(wrong), wrong).toBe(
        "Enter the barcode number (GTIN) of 8, 12, 13 or 14 digits, or leave it blank.",
      );
    }
  });

  it("reports every field's problem at once", () => {
    const result = validateProductForm({
      ...valid,
      title: "",
      category: "toaster",
      price: "50000",
      rating: "6",
      energyRating: "7",
      stock: "100001",
      specs: [{ label: "Colour", value: "", labelTa: "" }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      title: "Enter a title of at least 3 characters.",
      category: "Choose a category.",
      price: "The selling price cannot be above the MRP.",
      rating: "Rating must be from 0 to 5, with at most one decimal (e.g. 4.3).",
      energyRating: "Choose an energy rating from 1 to 5 stars, or none.",
      stock: "Stock must be a whole number from 0 to 1,00,000.",
      specs: "Give every specification both a label and a value (or clear the row).",
    });
  });

  it("refuses a bad MRP, a missing price and a discount over 95%", () => {
    const bad = (change: Partial<ProductFormValues>) => {
      const result = validateProductForm({ ...valid, ...change });
      return result.success ? {} : result.errors;
    };
    expect(bad({ mrp: "lots" }).mrp).toBe("Enter the MRP in rupees, e.g. 47900.");
    expect(bad({ price: "" }).price).toBe("Enter the selling price in rupees.");
    expect(bad({ mrp: "10000", price: "100" }).price).toBe(
      "The selling price must be at least 5% of the MRP.",
    );
    expect(bad({ stock: "-1" }).stock).toContain("whole number");
    expect(bad({ stock: "2.5" }).stock).toContain("whole number");
  });

  it("reads repeated fields from a submission", () => {
    const formData = new FormData();
    for (const [name, value] of [
      ["title", "Fan"],
      ["features", "Quiet"],
      ["features", "BLDC"],
      ["featuresTa", "சத்தமில்லாதது"],
      ["specLabel", "Sweep"],
      ["specValue", "1200 mm"],
      ["specLabelTa", "இறக்கை அளவு"],
      ["specLabel", "Speed"],
      ["specValue", "350 rpm"],
      ["specLabelTa", ""],
      ["hidden", "on"],
    ]) {
      formData.append(name!, value!);
    }
    const values = readProductForm(formData);
    expect(values.features).toEqual(["Quiet", "BLDC"]);
    expect(values.featuresTa).toEqual(["சத்தமில்லாதது"]);
    expect(values.specs).toEqual([
      { label: "Sweep", value: "1200 mm", labelTa: "இறக்கை அளவு" },
      { label: "Speed", value: "350 rpm", labelTa: "" },
    ]);
    expect(values.hidden).toBe(true);
    expect(values.price).toBe("");
  });
});

describe("the products list's stock form", () => {
  it("takes a whole number in range and names the limit otherwise", () => {
    expect(validateStockForm({ stock: " 1,200 " })).toEqual({ success: true, data: { stock: 1200 } });
    expect(stockFormErrors({ intent: "stock", id: "7", stock: "100001" })).toEqual({
      stock: "Stock must be a whole number from 0 to 1,00,000.",
    });
    expect(stockFormErrors({ stock: "5" })).toBeNull();
  });
});
