// Tables that several server processes share to agree with each other: rate-limit windows and the
// catalogue version the shop's query cache is keyed by. Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One fixed window per limiter bucket and client key (a hash of the address, never the address itself).
 * A hit is one atomic INSERT ... ON CONFLICT DO UPDATE, so every process counts into the same row.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    index("rate_limit_hits_expires_idx").on(t.expiresAt),
    check("rate_limit_hits_positive", sql`${t.hits} > 0`),
  ],
);

/**
 * A single row whose version the catalogue triggers move on with every change to products or brands. Unlike
 * a sequence it is transactional: a new version becomes visible exactly when the rows that changed do.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("catalogue_version_single_row", sql`${t.id} = 1`)],
);
