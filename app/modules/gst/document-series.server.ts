import { sql } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import type { DocumentSeriesName } from "../../../db/enums";
import { documentSeries } from "../../../db/schema";

import { documentNumber, fiscalYearOf } from "./document-number";

/** The transaction that writes the document (a plain connection would take a number nothing rolls back). */
type Transaction = Pick<Database, "insert">;

/**
 * The next number of a series in the financial year of `now`, as the document will print it. Call it inside
 * the transaction that writes the document, as late as possible: the series' row stays locked until that
 * transaction ends (other documents of the series wait), and a rollback gives the number back, so the
 * numbers have no gaps and are never used twice.
 */
export async function nextDocumentNumber(
  tx: Transaction,
  series: DocumentSeriesName,
  now: Date,
): Promise<string> {
  const fiscalYear = fiscalYearOf(now);
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, fiscalYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.series, documentSeries.fiscalYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  if (!row) throw new Error("the series gave no number");
  return documentNumber(series, fiscalYear, row.lastNumber);
}
