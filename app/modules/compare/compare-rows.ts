import { compareText } from "~/modules/compare/texts/en/compare";
import type { TamilOf } from "~/i18n/text";
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

/** The compare texts in either language (TamilOf is their shape without the English literals). */
type RowTexts = TamilOf<typeof compareText>;

/** The fixed rows' English names: a specification with one of these labels is not repeated in any language. */
const fixedLabels = new Set(
  (
    ["row.price", "row.rating", "row.capacity", "row.energyRating", "row.brand", "row.availability"] as const
  ).map((key) => normalise(compareText.en[key])),
);

/**
 * The rows of the compare table: price, rating, capacity, energy rating, brand and availability, then
 * every specification label any product lists, in the order they first appear. A specification with
 * the same label as one of the fixed rows is not repeated. The fixed rows are named in `t`'s language;
 * specifications stay as stored.
 */
export function compareRows(
  products: readonly ComparableProduct[],
  t: RowTexts = compareText.en,
): CompareRow[] {
  const rows = [
    row(
      t["row.price"],
      "price",
      products.map((product) => formatRupees(effectiveUnitPricePaise(product))),
    ),
    row(
      t["row.rating"],
      "rating",
      products.map((product) => product.rating.toFixed(1)),
    ),
    row(
      t["row.capacity"],
      "text",
      products.map((product) => product.capacity),
    ),
    row(
      t["row.energyRating"],
      "text",
      products.map((product) => (product.energyRating ? t.stars(product.energyRating) : null)),
    ),
    row(
      t["row.brand"],
      "text",
      products.map((product) => product.brand),
    ),
    row(
      t["row.availability"],
      "text",
      products.map((product) => (product.inStock ? t.inStock : t.outOfStock)),
    ),
  ];

  const seen = new Set(fixedLabels);
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
