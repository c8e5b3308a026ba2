import { tableOf } from "./gstr1";
import type { TaxDocument } from "./tax-documents";

export type Gstr1SummaryRow = {
  table: string;
  documents: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
};

const tableNames = {
  invoice: { b2b: "B2B invoices", b2cl: "B2C large invoices", b2cs: "B2C small invoices" },
  credit: {
    b2b: "Credit notes, registered (CDNR)",
    b2cl: "Credit notes, unregistered (CDNUR)",
    b2cs: "Credit notes on B2C small",
  },
} as const;

/** What each table of the month's return holds: documents, taxable value and tax (credit notes as issued). */
export function gstr1Summary(documents: readonly TaxDocument[]): Gstr1SummaryRow[] {
  const rows = new Map<string, Gstr1SummaryRow>();
  for (const document of documents) {
    const table = tableNames[document.kind][tableOf(document)];
    const row = rows.get(table) ?? {
      table,
      documents: 0,
      taxablePaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    row.documents += 1;
    for (const line of document.lines) {
      row.taxablePaise += line.tax.taxablePaise;
      row.igstPaise += line.tax.igstPaise;
      row.cgstPaise += line.tax.cgstPaise;
      row.sgstPaise += line.tax.sgstPaise;
    }
    rows.set(table, row);
  }
  const order = Object.values(tableNames).flatMap((names) => Object.values(names) as string[]);
  return [...rows.values()].sort((a, b) => order.indexOf(a.table) - order.indexOf(b.table));
}
