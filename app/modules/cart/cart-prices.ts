import type { InstallationNeed } from "../../../db/enums";
import { maxCartLines, maxUnitsPerLine } from "./cart-rules";
import { itemUnitPricePaise, paiseToRupees, type CartItem } from "./cart-store";

/** GET /api/cart-prices?ids=1,2,3: the current figures of the cart's products; safe for the browser. */
export type CartPrice = {
  id: string;
  title: string;
  image: string;
  /** The effective unit price (spec section 9), in paise. */
  pricePaise: number;
  /** The catalogue's price column, which the effective price is worked out from, in paise. */
  listPricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  stock: number;
  inStock: boolean;
  /** Whether a technician installs it (or shows its use) after delivery; checkout then offers a visit. */
  installation: InstallationNeed;
  /** Charged per unit for that installation, in paise (0 when free). */
  installationChargePaise: number;
};

export type CartPricesResponse = { products: CartPrice[] };

/** The most ids one request answers for; the cart never holds more products than this. */
export const maxCartPriceIds = maxCartLines;

export function cartPricesUrl(ids: readonly string[]): string {
  return `/api/cart-prices?ids=${ids.slice(0, maxCartPriceIds).join(",")}`;
}

/** The stored line's fields that follow the catalogue; what the cart writes back after a check. */
export function currentItemFields(price: CartPrice): Partial<Omit<CartItem, "id" | "quantity">> {
  return {
    title: price.title,
    image: price.image,
    price: paiseToRupees(price.listPricePaise),
    mrp: price.mrpPaise === null ? undefined : paiseToRupees(price.mrpPaise),
    discountPct: price.discountPct,
    inStock: price.inStock,
  };
}

/** True when the stored line no longer matches the catalogue (price, MRP, discount, title, image, stock). */
export function itemIsStale(item: CartItem, price: CartPrice): boolean {
  const current = currentItemFields(price);
  return (
    item.title !== current.title ||
    item.image !== current.image ||
    item.price !== current.price ||
    item.mrp !== current.mrp ||
    (item.discountPct ?? 0) !== current.discountPct ||
    item.inStock !== current.inStock
  );
}

type CartLineIssue =
  /** The product was removed from the shop or hidden. */
  | "unavailable"
  | "out-of-stock"
  /** Fewer units in stock than the line asks for. */
  | "short";

export type CheckedCartLine = {
  item: CartItem;
  /** The catalogue's current figures; undefined while unchecked or when the product is gone. */
  price?: CartPrice;
  unitPricePaise: number;
  /** What one unit would cost at MRP (the unit price when there is no MRP above it). */
  unitMrpPaise: number;
  lineTotalPaise: number;
  lineMrpPaise: number;
  /** The most the quantity control may reach: 10, or the stock when that is lower (never below 1). */
  maxQuantity: number;
  issue?: CartLineIssue;
};

/**
 * The cart's lines against the catalogue's current figures. A product the check answered without is
 * unavailable; lines not yet checked keep their stored figures and no issue.
 */
export function checkCartLines(
  items: readonly CartItem[],
  prices: ReadonlyMap<string, CartPrice>,
  checked: ReadonlySet<string>,
): CheckedCartLine[] {
  return items.map((item) => {
    const price = prices.get(item.id);
    const unitPricePaise = price ? price.pricePaise : itemUnitPricePaise(item);
    const mrp = price ? price.mrpPaise : item.mrp === undefined ? null : Math.round(item.mrp * 100);
    const unitMrpPaise = mrp !== null && mrp > unitPricePaise ? mrp : unitPricePaise;
    let issue: CartLineIssue | undefined;
    if (!price && checked.has(item.id)) issue = "unavailable";
    else if (price && price.stock <= 0) issue = "out-of-stock";
    else if (price && price.stock < item.quantity) issue = "short";
    const maxQuantity = price ? Math.max(1, Math.min(maxUnitsPerLine, price.stock)) : maxUnitsPerLine;
    return {
      item,
      price,
      unitPricePaise,
      unitMrpPaise,
      lineTotalPaise: unitPricePaise * item.quantity,
      lineMrpPaise: unitMrpPaise * item.quantity,
      maxQuantity,
      issue,
    };
  });
}

export type CheckedCartTotals = {
  /** Units on lines that can be ordered. */
  totalItems: number;
  subtotalPaise: number;
  mrpTotalPaise: number;
  savingsPaise: number;
  /** Installation charges of the lines that can be ordered, in paise. */
  installationPaise: number;
  /** What the order costs: the lines plus installation. */
  orderTotalPaise: number;
  /** The visit the order needs, from the products' needs. */
  visitNeed: InstallationNeed;
};

/** Totals over the lines that can be ordered (an unavailable product counts for nothing). */
export function checkedCartTotals(lines: readonly CheckedCartLine[]): CheckedCartTotals {
  let totalItems = 0;
  let subtotalPaise = 0;
  let mrpTotalPaise = 0;
  let installationPaise = 0;
  let visitNeed: InstallationNeed = "none";
  for (const line of lines) {
    if (line.issue === "unavailable") continue;
    totalItems += line.item.quantity;
    subtotalPaise += line.lineTotalPaise;
    mrpTotalPaise += line.lineMrpPaise;
    const need = line.price?.installation ?? "none";
    if (need === "none") continue;
    installationPaise += (line.price?.installationChargePaise ?? 0) * line.item.quantity;
    if (need === "installation" || visitNeed === "none") visitNeed = need;
  }
  return {
    totalItems,
    subtotalPaise,
    mrpTotalPaise,
    savingsPaise: mrpTotalPaise - subtotalPaise,
    installationPaise,
    orderTotalPaise: subtotalPaise + installationPaise,
    visitNeed,
  };
}

/** Narrows an unknown JSON answer to the response shape, dropping anything malformed. */
export function parseCartPricesResponse(value: unknown): CartPrice[] {
  if (typeof value !== "object" || value === null) return [];
  const products = (value as { products?: unknown }).products;
  if (!Array.isArray(products)) return [];
  return products.filter(
    (entry): entry is CartPrice =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as CartPrice).id === "string" &&
      typeof (entry as CartPrice).title === "string" &&
      typeof (entry as CartPrice).pricePaise === "number" &&
      typeof (entry as CartPrice).listPricePaise === "number" &&
      typeof (entry as CartPrice).stock === "number",
  );
}
