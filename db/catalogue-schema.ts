// Catalogue tables: brands and the products the shop sells. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  customType,
} from "drizzle-orm/pg-core";

import { installationNeeds, makerRoles, netQuantityUnits } from "./enums";

/** A specification row; `labelTa` is the label on Tamil pages (the value is shown as typed). */
export type SpecRow = { label: string; value: string; labelTa?: string };

/** A tsvector column: PostgreSQL's text search document type. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const brands = pgTable(
  "brands",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull().unique(),
    description: text("description"),
    /** The description on Tamil pages; the English one is shown, marked English, when it is empty. */
    descriptionTa: text("description_ta"),
    logo: text("logo").notNull(),
    isPartner: boolean("is_partner").notNull().default(false),
    position: integer("position").notNull().default(0),
    /**
     * Who the warranty claims' tax invoices are made out to (decision 054): the brand's legal name, the GSTIN
     * of its registration we bill and that registration's address. All three or none.
     */
    legalName: text("legal_name"),
    gstin: text("gstin"),
    billingAddress: text("billing_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "brands_billing_complete",
      sql`(${t.legalName} IS NULL) = (${t.gstin} IS NULL) AND (${t.gstin} IS NULL) = (${t.billingAddress} IS NULL)`,
    ),
    check(
      "brands_gstin_format",
      sql`${t.gstin} IS NULL OR ${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$'`,
    ),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    brandSlug: text("brand_slug")
      .notNull()
      .references(() => brands.slug, { onUpdate: "cascade" }),
    category: text("category").notNull(),
    pricePaise: integer("price_paise").notNull(),
    mrpPaise: integer("mrp_paise"),
    discountPct: integer("discount_pct").notNull().default(0),
    rating: doublePrecision("rating").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    stock: integer("stock").notNull().default(0),
    inStock: boolean("in_stock").generatedAlwaysAs(sql`stock > 0`),
    description: text("description"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** The highlights on Tamil pages; the English ones are shown, marked English, when this is empty. */
    featuresTa: jsonb("features_ta").$type<string[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    specs: jsonb("specs").$type<SpecRow[]>().notNull().default([]),
    capacity: text("capacity"),
    /** The barcode number (GTIN-8, -12, -13 or -14) on the box, where known: search engines match offers by it. */
    gtin: text("gtin"),
    energyRating: integer("energy_rating"),
    /** Normalised words the shop search matches (buildSearchText); '' until filled in code. */
    searchText: text("search_text").notNull().default(""),
    /**
     * The search text's words as lexemes, taken as they are (no parser, no dictionary), so a prefix
     * tsquery finds exactly the words a LIKE '% word%' would; GIN-indexed for the shop search.
     */
    searchWords: tsvector("search_words").generatedAlwaysAs(
      sql`array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))`,
    ),
    /** Hidden products stay in orders and the back office but leave every storefront page. */
    hidden: boolean("hidden").notNull().default(false),
    /** Whether a technician installs it (or shows its use) after delivery; checkout offers a visit. */
    installation: text("installation", { enum: installationNeeds }).notNull().default("none"),
    /** Charged for that visit at checkout (split ACs); 0 when it is free. */
    installationChargePaise: integer("installation_charge_paise").notNull().default(0),
    /** The manufacturer's warranty from the purchase date, and any longer cover on a part. */
    warrantyMonths: integer("warranty_months").notNull().default(12),
    warrantyNote: text("warranty_note"),
    /** The goods' HSN code (4, 6 or 8 digits) and GST rate, printed on each invoice line (decision 030). */
    hsnCode: text("hsn_code").notNull(),
    gstRatePct: smallint("gst_rate_pct").notNull(),
    /**
     * The declarations an online seller shows (Legal Metrology (Packaged Commodities) Rules, 2011, rules 6
     * and 6(10), decision 037): who made, packed or imported it and where, the country of origin (ISO 3166
     * code), the net quantity, the consumer-care contact and, where known, the month of manufacture or import
     * ("2026-08"). Null on products staff have not filled in yet; the editor requires them on every save.
     */
    makerRole: text("maker_role", { enum: makerRoles }),
    makerName: text("maker_name"),
    makerAddress: text("maker_address"),
    countryOfOrigin: text("country_of_origin"),
    netQuantity: integer("net_quantity"),
    netQuantityUnit: text("net_quantity_unit", { enum: netQuantityUnits }),
    consumerCare: text("consumer_care"),
    madeIn: text("made_in"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each shop sort, alone and within a category, read in order from an index.
    index("products_category_idx").on(t.category, t.id),
    index("products_brand_idx").on(t.brandSlug),
    index("products_price_idx").on(t.pricePaise, t.id),
    index("products_category_price_idx").on(t.category, t.pricePaise, t.id),
    index("products_rating_idx").on(t.rating, t.reviewsCount, t.id),
    index("products_category_rating_idx").on(t.category, t.rating, t.reviewsCount, t.id),
    index("products_search_words_idx").using("gin", t.searchWords),
    check("products_price_positive", sql`${t.pricePaise} > 0`),
    check("products_mrp_positive", sql`${t.mrpPaise} IS NULL OR ${t.mrpPaise} > 0`),
    check("products_discount_range", sql`${t.discountPct} BETWEEN 0 AND 95`),
    check("products_rating_range", sql`${t.rating} BETWEEN 0 AND 5`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_installation_valid", sql`${t.installation} IN ('none', 'installation', 'demo')`),
    check("products_installation_charge_nonnegative", sql`${t.installationChargePaise} >= 0`),
    check("products_hsn_code_format", sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check("products_gst_rate_valid", sql`${t.gstRatePct} IN (0, 5, 18, 40)`),
    check("products_warranty_months_range", sql`${t.warrantyMonths} BETWEEN 0 AND 240`),
    check(
      "products_maker_role_valid",
      sql`${t.makerRole} IS NULL OR ${t.makerRole} IN ('manufacturer', 'packer', 'importer')`,
    ),
    check("products_country_code", sql`${t.countryOfOrigin} IS NULL OR ${t.countryOfOrigin} ~ '^[A-Z]{2}$'`),
    check("products_net_quantity_positive", sql`${t.netQuantity} IS NULL OR ${t.netQuantity} > 0`),
    check(
      "products_net_quantity_unit_valid",
      sql`${t.netQuantityUnit} IS NULL OR ${t.netQuantityUnit} IN ('N', 'U', 'kg', 'g', 'L', 'mL')`,
    ),
    check("products_made_in_month", sql`${t.madeIn} IS NULL OR ${t.madeIn} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      "products_energy_rating_range",
      sql`${t.energyRating} IS NULL OR ${t.energyRating} BETWEEN 1 AND 5`,
    ),
  ],
);

/**
 * How many visible products share each combination of the shop's filter values: the shop counts its
 * filter options from these few thousand rows instead of every product. Kept up to date by triggers on
 * products (drizzle/0006, origin since 0028); a combination with no products has no row.
 */
export const shopFacetCells = pgTable(
  "shop_facet_cells",
  {
    category: text("category").notNull(),
    brandSlug: text("brand_slug").notNull(),
    /** Index into the shop's price bands (shop_price_band), -1 above the highest. */
    priceBand: smallint("price_band").notNull(),
    /** The rating rounded down. */
    stars: smallint("stars").notNull(),
    inStock: boolean("in_stock").notNull(),
    /** The country of origin's code; '' while the product's declarations are not filled in. */
    origin: text("origin").notNull().default(""),
    products: integer("products").notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.brandSlug, t.priceBand, t.stars, t.inStock, t.origin] })],
);

export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
