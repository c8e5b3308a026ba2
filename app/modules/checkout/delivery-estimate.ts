/**
 * The delivery promise of the shipping policy: orders are processed within 2-4 business days, then delivery
 * takes 3-6 business days to a metro city and 5-10 business days elsewhere; shipping is free.
 *
 * Metro cities are recognised by the first three digits of the pincode (the sorting district). The list and
 * its limits are recorded in docs/decisions/009-no-order-without-a-server-order.md.
 */
export const metroPrefixes: Readonly<Record<string, string>> = {
  "110": "Delhi",
  "380": "Ahmedabad",
  "400": "Mumbai",
  "411": "Pune",
  "500": "Hyderabad",
  "560": "Bengaluru",
  "600": "Chennai",
  "625": "Madurai",
  "641": "Coimbatore",
  "700": "Kolkata",
};

export const processingDays = { min: 2, max: 4 } as const;

export const deliveryWindows = {
  metro: { min: 3, max: 6, area: "Metro cities" },
  other: { min: 5, max: 10, area: "Non-metro and rural areas" },
} as const;

export type DeliveryEstimate = {
  zone: keyof typeof deliveryWindows;
  /** The metro city the pincode belongs to, for metro pincodes. */
  city: string | null;
  minDays: number;
  maxDays: number;
  /** e.g. 'Delivery to Chennai in 3-6 business days after dispatch.' */
  summary: string;
};

const validPincode = /^[1-9]\d{5}$/;

/** The expected delivery window for a pincode, or null until it is six digits not starting with 0. */
export function deliveryEstimate(pincode: string): DeliveryEstimate | null {
  const value = pincode.trim();
  if (!validPincode.test(value)) return null;
  const city = metroPrefixes[value.slice(0, 3)] ?? null;
  const zone = city ? "metro" : "other";
  const window = deliveryWindows[zone];
  const days = `${window.min}-${window.max} business days after dispatch`;
  return {
    zone,
    city,
    minDays: window.min,
    maxDays: window.max,
    summary: city ? `Delivery to ${city} in ${days}.` : `Delivery to your area in ${days}.`,
  };
}
