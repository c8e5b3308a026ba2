/**
 * What a product's or a service's line on a tax invoice is classified as (decision 030): the HSN code of
 * goods, the SAC of services, the GST rate and the unit quantity code (UQC).
 */

/** HSN codes are 4, 6 or 8 digits (CGST Rule 46: 4 up to ₹5 crore turnover, 6 above). */
export const hsnPattern = /^(\d{4}|\d{6}|\d{8})$/;

/** SAC codes are 6 digits starting 99. */
export const sacPattern = /^99\d{4}$/;

/**
 * The GST rates goods can carry since 22 September 2025 (Notification 9/2025-Central Tax (Rate)): nil, 5%,
 * 18% and 40%. Every appliance the shop sells is 18% today; the others are offered for what may come.
 */
export const gstRates = [0, 5, 18, 40] as const;
type GstRate = (typeof gstRates)[number];

type CategoryTax = { hsnCode: string; gstRatePct: GstRate };

/**
 * The HSN code and rate a new product of each category starts with; staff can change both per product.
 * Sources: the Customs Tariff's chapter 84/85 headings, at 6 digits.
 */
const categoryTaxDefaults: Record<string, CategoryTax> = {
  /** Reception apparatus for television, colour (8528 72). 28% until 21 September 2025. */
  tv: { hsnCode: "852872", gstRatePct: 18 },
  /** Air conditioning machines, window or wall types, self-contained or split-system (8415 10). */
  ac: { hsnCode: "841510", gstRatePct: 18 },
  /** Household or laundry-type washing machines, fully automatic, up to 10 kg dry linen (8450 11). */
  "washing-machine": { hsnCode: "845011", gstRatePct: 18 },
  /** Combined refrigerator-freezers, fitted with separate external doors (8418 10). */
  refrigerator: { hsnCode: "841810", gstRatePct: 18 },
  /** Table, floor, wall, window, ceiling or roof fans with a self-contained motor up to 125 W (8414 51). */
  fan: { hsnCode: "841451", gstRatePct: 18 },
};

/** For a category without its own line: electro-thermic domestic appliances and parts (8516). */
const otherCategory: CategoryTax = { hsnCode: "8516", gstRatePct: 18 };

export function categoryTax(category: string): CategoryTax {
  return categoryTaxDefaults[category] ?? otherCategory;
}

/**
 * The HSN code of spare parts a technician fits, by the appliance they are for (the tariff's "parts"
 * subheading of each appliance's heading).
 */
const partsHsnByAppliance: Record<string, string> = {
  tv: "852990",
  ac: "841590",
  refrigerator: "841899",
  "washing-machine": "845090",
  "air-cooler": "847990",
  "water-heater": "851690",
  fan: "841490",
  microwave: "851690",
};

export function partsHsnOf(appliance: string): string {
  return partsHsnByAppliance[appliance] ?? "8516";
}

/**
 * The SACs a service line starts with (Scheme of Classification of Services, heading 9987); set SAC_REPAIR
 * and SAC_INSTALLATION to change them.
 */
export const defaultSacs = {
  /** Maintenance and repair services of electrical household appliances. */
  repair: "998715",
  /** Installation services of electrical machinery and apparatus n.e.c. */
  installation: "998736",
} as const;
