/**
 * Shop query benchmark: a scratch in-memory PGlite with 10,000 and then 100,000 generated products (then
 * vacuumed and analyzed, as the server's sweeper keeps the embedded database), each
 * filter combination run 50 times after a warm-up, straight through SQL (queryShop) and through the shop
 * route's cache (queryShopCached); prints the median and p95 in milliseconds next to the goal for the
 * uncached median. Reports only.
 *
 *   node --import tsx bench/run.ts
 */
import { performance } from "node:perf_hooks";

import { queryShop, queryShopCached } from "../app/modules/catalog/shop-query.server";
import { buildSearchText } from "../app/modules/catalog/search-text";
import { emptyShopFilters, type ShopFilters } from "../app/modules/catalog/shop-filters";
import { categoryTax } from "../app/lib/tax-codes";
import { vacuumWhereDue } from "../app/modules/upkeep/vacuum-where-due.server";
import { openMemoryDatabase } from "../db/client.server";
import { brands, products, type NewProduct } from "../db/schema";
import { seedBrands } from "../db/seed-data";

/** Catalogue sizes and the goal for the uncached (SQL) median at each. */
const SIZES = [
  { products: 10_000, goalMs: 5 },
  { products: 100_000, goalMs: 25 },
] as const;
const RUNS = 50;
const WARM_UP = 5;
const BATCH = 2_000;

/** A small deterministic generator, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const kinds = [
  {
    category: "tv",
    names: ["Smart LED TV", "4K Ultra HD Smart TV", "QLED TV", "HD Ready LED TV"],
    min: 12_000,
    max: 180_000,
    tags: ["smart", "4k", "led", "hdr"],
    capacities: ["32 inch", "43 inch", "55 inch", "65 inch"],
  },
  {
    category: "ac",
    names: ["Inverter Split AC", "Window AC", "Hot and Cold Split AC"],
    min: 26_000,
    max: 90_000,
    tags: ["inverter", "copper", "5-star", "3-star"],
    capacities: ["1 Ton", "1.5 Ton", "2 Ton"],
  },
  {
    category: "washing-machine",
    names: [
      "Fully-Automatic Front Load Washing Machine",
      "Fully-Automatic Top Load Washing Machine",
      "Semi-Automatic Washing Machine",
    ],
    min: 9_000,
    max: 70_000,
    tags: ["front-load", "top-load", "inverter", "heater"],
    capacities: ["6.5 kg", "7 kg", "8 kg", "9 kg"],
  },
  {
    category: "refrigerator",
    names: [
      "Frost Free Double Door Refrigerator",
      "Direct Cool Single Door Refrigerator",
      "Side-by-Side Refrigerator",
    ],
    min: 11_000,
    max: 160_000,
    tags: ["frost-free", "direct-cool", "inverter"],
    capacities: ["190 L", "260 L", "340 L", "650 L"],
  },
  {
    category: "fan",
    names: ["BLDC Ceiling Fan", "Pedestal Fan", "Wall Fan", "Table Fan"],
    min: 1_500,
    max: 9_000,
    tags: ["bldc", "remote", "oscillating"],
    capacities: ["400 mm", "1200 mm", "1400 mm"],
  },
] as const;

function generate(count: number): NewProduct[] {
  const next = random(20_250_817);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const out: NewProduct[] = [];
  for (let i = 0; i < count; i++) {
    const kind = pick(kinds);
    const brand = pick(seedBrands);
    const capacity = pick(kind.capacities);
    const mrpRupees = Math.round(kind.min + next() * (kind.max - kind.min));
    const discountPct = Math.floor(next() * 45);
    const priceRupees = Math.round((mrpRupees * (100 - discountPct)) / 100);
    const title = `${brand.name} ${capacity} ${pick(kind.names)} ${1000 + i}`;
    const model = `${brand.slug.slice(0, 2).toUpperCase()}${kind.category.slice(0, 2).toUpperCase()}${10_000 + i}`;
    const tags = kind.tags.filter(() => next() > 0.4);
    const specs = [{ label: "Model number", value: model }];
    const energyRating = kind.category === "tv" ? null : 1 + Math.floor(next() * 5);
    out.push({
      title,
      brandSlug: brand.slug,
      category: kind.category,
      ...categoryTax(kind.category),
      pricePaise: priceRupees * 100,
      mrpPaise: mrpRupees * 100,
      discountPct,
      rating: Math.round((1 + next() * 4) * 10) / 10,
      reviewsCount: Math.floor(next() * 5000),
      image: "/images/products/1.svg",
      images: [],
      stock: next() < 0.15 ? 0 : Math.floor(next() * 40),
      tags,
      specs,
      capacity,
      energyRating,
      searchText: buildSearchText({
        title,
        brandName: brand.name,
        brandSlug: brand.slug,
        category: kind.category,
        tags,
        specs,
        capacity,
        energyRating,
      }),
    });
  }
  return out;
}

const combinations: { name: string; filters: Partial<ShopFilters> }[] = [
  { name: "no filters (featured, page 1)", filters: {} },
  { name: "category tv, sort price-low", filters: { categories: ["tv"], sort: "price-low" } },
  { name: "brands samsung+lg, in stock", filters: { brands: ["samsung", "lg"], inStock: true } },
  {
    name: "ac, price 20000-39999, rating 4, page 3",
    filters: { categories: ["ac"], price: { min: 20_000, max: 39_999 }, ratings: [4], page: 3 },
  },
  { name: "search 'washing machine'", filters: { q: "washing machine" } },
  {
    name: "search 'samsung' + refrigerator, rating sort",
    filters: { q: "samsung", categories: ["refrigerator"], sort: "rating" },
  },
  { name: "search 'hi-tachi', newest", filters: { q: "hi-tachi", sort: "newest" } },
  { name: "fan, price-high sort, page 40", filters: { categories: ["fan"], sort: "price-high", page: 40 } },
  { name: "rating 5+4, top rated", filters: { ratings: [5, 4], sort: "rating" } },
  { name: "price 15000-25000 (cuts bands)", filters: { price: { min: 15_000, max: 25_000 } } },
  { name: "search 'lg inverter' + in stock", filters: { q: "lg inverter", inStock: true } },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Runs a query WARM_UP times unmeasured, then RUNS times measured. */
async function measure(run: () => Promise<{ total: number }>) {
  let results = 0;
  for (let i = 0; i < WARM_UP; i++) results = (await run()).total;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { results, median: percentile(times, 50).toFixed(2), p95: percentile(times, 95).toFixed(2) };
}

async function benchSize(productCount: number, goalMs: number) {
  const started = performance.now();
  const handle = await openMemoryDatabase();
  await handle.migrate();
  const { db } = handle;
  await db.insert(brands).values(seedBrands);
  const generated = generate(productCount);
  for (let i = 0; i < generated.length; i += BATCH) {
    await db.insert(products).values(generated.slice(i, i + BATCH));
  }
  const seeded = performance.now();
  // As the server's sweeper keeps the embedded database: vacuumed and analyzed where autovacuum would be.
  const upkept = (await vacuumWhereDue(db)).map((due) => due.table);
  console.log(
    `\nSeeded ${productCount.toLocaleString("en-IN")} products in ${((seeded - started) / 1000).toFixed(1)} s, then vacuumed and analyzed ${upkept.join(", ")} in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ${RUNS} runs each; goal: uncached median <= ${goalMs} ms.`,
  );

  const rows: Record<string, string | number>[] = [];
  for (const combination of combinations) {
    const filters: ShopFilters = { ...emptyShopFilters, ...combination.filters };
    const direct = await measure(() => queryShop(db, filters));
    const cached = await measure(() => queryShopCached(db, filters));
    rows.push({
      combination: combination.name,
      results: direct.results,
      "SQL median ms": direct.median,
      "goal ms": goalMs,
      met: Number(direct.median) <= goalMs ? "yes" : "NO",
      "SQL p95 ms": direct.p95,
      "cached median ms": cached.median,
      "cached p95 ms": cached.p95,
    });
  }
  console.table(rows);
  await handle.close();
}

for (const size of SIZES) await benchSize(size.products, size.goalMs);
