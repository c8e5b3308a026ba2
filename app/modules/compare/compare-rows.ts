import { effectiveUnitPricePaise, formatRupees } from "~/lib/money";

/** What the compare table needs of each product. */
export type ComparableProduct = {
  brand: string;
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  rating: number;
  reviewsCount: number;
  inStock: boolean;
  capacity: string | null;
  energyRating: number | null;
  specs: readonly { label: string; value: string }[];
};

export type CompareRow = {
  label: string;
  /** 'price' and 'rating' rows are drawn specially; the rest show their text. */
  kind: "price" | "rating" | "text";
  /** One value per product, in product order; null when the product does not list it. */
  values: (string | null)[];
  /** True when at least two products show different values (a missing value counts as one). */
  differs: boolean;
};

const normalise = (value: string | null) =>
  value === null ? "\u0000missing" : value.trim().replace(/\s+/g, " ").toLowerCase();

function row(label: string, kind: CompareRow["kind"], values: (string | null)[]): CompareRow {
  return { label, kind, values, differs: new Set(values.map(normalise)).size > 1 };
}

/**
 * The rows of the compare table: price, rating, capacity, energy rating, brand and availability, then
 * every specification label any product lists, in the order they first appear. A specification with
 * the same label as one of the fixed rows is not repeated.
 */
export function compareRows(products: readonly ComparableProduct[]): CompareRow[] {
  const rows = [
    row(
      "Price",
      "price",
      products.map((product) => formatRupees(effectiveUnitPricePaise(product))),
    ),
    row(
      "Rating",
      "rating",
      products.map((product) => product.rating.toFixed(1)),
    ),
    row(
      "Capacity",
      "text",
      products.map((product) => product.capacity),
    ),
    row(
      "Energy rating",
      "text",
      products.map((product) => (product.energyRating ? `${product.energyRating} Star` : null)),
    ),
    row(
      "Brand",
      "text",
      products.map((product) => product.brand),
    ),
    row(
      "Availability",
      "text",
      products.map((product) => (product.inStock ? "In stock" : "Out of stock")),
    ),
  ];

  const seen = new Set(rows.map((fixed) => normalise(fixed.label)));
  const labels: string[] = [];
  for (const product of products) {
    for (const spec of product.specs) {
      const key = normalise(spec.label);
      if (seen.has(key)) continue;
      seen.add(key);
      labels.push(spec.label);
    }
  }
  for (const label of labels) {
    const key = normalise(label);
    rows.push(
      row(
        label,
        "text",
        products.map((product) => product.specs.find((spec) => normalise(spec.label) === key)?.value ?? null),
      ),
    );
  }
  return rows;
}
