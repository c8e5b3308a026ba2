import { csvBom, csvRow } from "~/modules/admin-orders/csv";

import { tableOf } from "./gstr1";
import type { TaxDocument } from "./tax-documents";

const rupees = (paise: number) => (paise / 100).toFixed(2);

const header = [
  "Document",
  "Number",
  "Date",
  "Against invoice",
  "Buyer GSTIN",
  "Place of supply",
  "GSTR-1 table",
  "HSN/SAC",
  "Quantity",
  "UQC",
  "GST rate %",
  "Taxable value",
  "IGST",
  "CGST",
  "SGST",
  "Line value",
];

const tables = {
  invoice: { b2b: "B2B", b2cl: "B2CL", b2cs: "B2CS" },
  credit: { b2b: "CDNR", b2cl: "CDNUR", b2cs: "B2CS" },
};

/** The month's documents line by line, for the accountant's spreadsheet: what the JSON sums. */
export function gstr1Csv(documents: readonly TaxDocument[]): string {
  let csv = csvBom + csvRow(header);
  for (const document of documents) {
    for (const line of document.lines) {
      csv += csvRow([
        document.kind === "invoice" ? "Invoice" : "Credit note",
        document.number,
        document.date,
        document.original?.number ?? "",
        document.buyerGstin ?? "",
        document.placeOfSupply,
        tables[document.kind][tableOf(document)],
        line.code,
        line.quantity,
        line.service ? "NA" : line.uqc,
        line.ratePct,
        rupees(line.tax.taxablePaise),
        rupees(line.tax.igstPaise),
        rupees(line.tax.cgstPaise),
        rupees(line.tax.sgstPaise),
        rupees(line.tax.taxablePaise + line.tax.taxPaise),
      ]);
    }
  }
  return csv;
}
