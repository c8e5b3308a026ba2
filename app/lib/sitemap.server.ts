import { asc, eq } from "drizzle-orm";

import type { Database } from "../../db/client.server";
import { products } from "../../db/schema";
import { categories } from "../modules/catalog/categories";

export type SitemapEntry = { path: string; lastmod?: Date };

/** Public pages that exist whatever the catalogue holds, in the order crawlers should see them. */
const staticSitemapPaths = [
  "/",
  "/shop",
  "/offers",
  "/services",
  "/services/repairs",
  "/services/book",
  "/brands",
  "/about",
  "/contact",
  "/store-locator",
  "/faq",
  "/privacy",
  "/terms",
  "/shipping",
  "/cancellation-refund",
  "/policies/warranty",
  "/my-appliances",
] as const;

const disallowedPaths = ["/api/", "/admin", "/cart", "/checkout", "/wishlist", "/compare"];

/**
 * Every public page plus one entry per visible product; category pages are listed only when they hold products,
 * with the newest change among those products as their lastmod.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.hidden, false))
    .orderBy(asc(products.id));

  const newestByCategory = new Map<string, Date>();
  for (const row of rows) {
    const known = newestByCategory.get(row.category);
    if (!known || row.updatedAt > known) newestByCategory.set(row.category, row.updatedAt);
  }

  const [home, shop, ...rest] = staticSitemapPaths;
  return [
    { path: home },
    { path: shop },
    ...categories.flatMap((category) => {
      const lastmod = newestByCategory.get(category.slug);
      return lastmod ? [{ path: `/shop/${category.slug}`, lastmod }] : [];
    }),
    ...rest.map((path) => ({ path })),
    ...rows.map((row) => ({ path: `/products/${row.id}`, lastmod: row.updatedAt })),
  ];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A sitemaps.org urlset with absolute URLs under `origin` (no trailing slash). */
export function renderSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>`;
    const lastmod = entry.lastmod ? `\n    <lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url>\n${loc}${lastmod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function renderRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
