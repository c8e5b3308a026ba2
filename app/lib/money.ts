const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const rupeesWithPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456 — listings, product pages and confirmations show whole rupees. */
export function formatRupees(paise: number): string {
  return rupees.format(Math.round(paise / 100));
}

/** ₹1,23,456.00 — checkout shows two decimals. */
export function formatRupeesWithPaise(paise: number): string {
  return rupeesWithPaise.format(paise / 100);
}

/**
 * ₹437 or ₹437.35: an amount to be charged, exactly as it is charged (the job card, the visit's bill,
 * the customer's visit page); whole rupees leave out ".00".
 */
export function formatAmount(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise) : formatRupeesWithPaise(paise);
}

export type Priced = { pricePaise: number; mrpPaise: number | null; discountPct: number };

/**
 * The effective unit price: the base is the MRP when it is above the price, otherwise the price;
 * a discount above 0 reduces the base by that percent, rounded to the nearest whole rupee.
 */
export function effectiveUnitPricePaise({ pricePaise, mrpPaise, discountPct }: Priced): number {
  const base = mrpPaise !== null && mrpPaise > pricePaise ? mrpPaise : pricePaise;
  if (discountPct <= 0) return base;
  return Math.round((base * (100 - discountPct)) / 10000) * 100;
}

/** 'You save' on the product page: MRP minus price, never negative. */
export function savingsPaise({ pricePaise, mrpPaise }: Priced): number {
  return mrpPaise !== null && mrpPaise > pricePaise ? mrpPaise - pricePaise : 0;
}

/**
 * Rupees as staff type them ('32093', '32,093', '₹32,093.50') in paise; null when not an amount up to
 * maxPaise, or when it is nothing and `zero` does not allow that (cash handed over may be ₹0).
 */
export function parseRupees(value: string, maxPaise: number, { zero = false } = {}): number | null {
  const cleaned = value.replace(/[₹,\s]/g, "");
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(cleaned)) return null;
  const paise = Math.round(Number(cleaned) * 100);
  return (zero ? paise >= 0 : paise > 0) && paise <= maxPaise ? paise : null;
}

/** Paise as the form shows them: '32093' or '32093.50'. */
export function rupeesInput(paise: number | null): string {
  if (paise === null) return "";
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
