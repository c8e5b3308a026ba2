import { asc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { htmlLang, localePath, locales, type Locale } from "~/i18n/locale";
import { categories } from "~/modules/catalog/categories";

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
  "/grievance",
] as const;

const disallowedPaths = ["/api/", "/admin"];
/** Pages of one shopper's own (in every language): nothing for a search engine. */
const personalPages = ["/cart", "/checkout", "/wishlist", "/compare"];

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

/**
 * A sitemaps.org urlset with absolute URLs under `origin` (no trailing slash). With more than one language each
 * page is listed in both languages, every entry naming both with `hreflang` (and English as x-default).
 */
export function renderSitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  languages: readonly Locale[] = locales,
): string {
  const absolute = (path: string, locale: Locale) => escapeXml(`${origin}${localePath(path, locale)}`);
  const urls = entries.flatMap((entry) =>
    languages.map((locale) => {
      const lines = [`    <loc>${absolute(entry.path, locale)}</loc>`];
      if (languages.length > 1) {
        for (const [hrefLang, other] of [
          ...languages.map((language) => [htmlLang[language], language] as const),
          ["x-default", "en"] as const,
        ]) {
          lines.push(
            `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${absolute(entry.path, other)}"/>`,
          );
        }
      }
      if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`);
      return `  <url>\n${lines.join("\n")}\n  </url>`;
    }),
  );
  const namespaces =
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
    (languages.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "");
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset ${namespaces}>`, ...urls, "</urlset>", ""].join(
    "\n",
  );
}

export function renderRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    ...locales.flatMap((locale) => personalPages.map((path) => `Disallow: ${localePath(path, locale)}`)),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
