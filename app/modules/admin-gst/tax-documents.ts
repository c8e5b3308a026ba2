import type { LineTax } from "~/modules/gst/line-tax";

/** One line of a tax document as a return reports it: its HSN or SAC, unit, quantity, rate and tax. */
export type ReturnLine = {
  code: string;
  /** SAC lines are services: the HSN summary reports them without a quantity. */
  service: boolean;
  uqc: string;
  quantity: number;
  ratePct: number;
  tax: LineTax;
};

/** A tax invoice or credit note of the month, read from the documents themselves (gstr1-documents.server.ts). */
export type TaxDocument = {
  kind: "invoice" | "credit";
  /** "KHA/26-27/000123", or an invoice number from before the series. */
  number: string;
  /** The document's date in India, yyyy-mm-dd. */
  date: string;
  /** The buyer's GSTIN: a B2B document. */
  buyerGstin: string | null;
  /** The GST state code of the place of supply. */
  placeOfSupply: string;
  /** The document's value, tax included: the sum of its lines. */
  valuePaise: number;
  lines: ReturnLine[];
  /** For a credit note: the invoice it answers, which decides the table it is reported in. */
  original?: { number: string; date: string; valuePaise: number };
};
