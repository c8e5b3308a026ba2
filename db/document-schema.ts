// The series of tax documents (CGST Rule 46(b): a consecutive serial number, unique within a financial
// year). Re-exported by db/schema.ts.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { documentSeriesNames } from "./enums";

/**
 * The last number given in each series and financial year ("2026-27"). A number is taken with one
 * INSERT ... ON CONFLICT DO UPDATE inside the transaction that writes the document: the row stays locked until
 * that transaction ends, and a transaction that rolls back gives its number back, so the series has no gaps.
 */
export const documentSeries = pgTable(
  "document_series",
  {
    series: text("series", { enum: documentSeriesNames }).notNull(),
    fiscalYear: text("fiscal_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.fiscalYear] }),
    check("document_series_positive", sql`${t.lastNumber} > 0`),
  ],
);
