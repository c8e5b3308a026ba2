import type { DocumentSeriesName } from "../../../db/enums";
import { todayInIndia } from "~/lib/india-time";

/**
 * The dealer's prefix of each series: KHA (goods invoices), KHS (service invoices), KHC (credit notes), KHD
 * (delivery challans for replacements), KHP (purchase orders for parts, not a tax document).
 * CGST Rule 46(b) allows at most 16 characters of letters, digits, "-" and "/": "KHA/26-27/000123" is 16.
 */
const seriesPrefixes: Record<DocumentSeriesName, string> = {
  goods: "KHA",
  service: "KHS",
  credit: "KHC",
  challan: "KHD",
  purchase: "KHP",
};

/** The most a series can number in a year with six digits; the seventh would break the 16 characters. */
export const maxDocumentsPerYear = 999_999;

/** The financial year (April to March, India time) a moment falls in: "2026-27". */
export function fiscalYearOf(moment: Date): string {
  const [year, month] = todayInIndia(moment).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "KHA/26-27/000123": the series' prefix, the financial year's short form and the number, six digits. */
export function documentNumber(series: DocumentSeriesName, fiscalYear: string, number: number): string {
  if (!Number.isInteger(number) || number < 1 || number > maxDocumentsPerYear) {
    throw new RangeError(`document number ${number} is outside 1..${maxDocumentsPerYear}`);
  }
  return `${seriesPrefixes[series]}/${fiscalYear.slice(2)}/${String(number).padStart(6, "0")}`;
}

/** Whether a number belongs to one of the series (an order from before them has an "INV-" number). */
export const seriesNumberPattern = new RegExp(
  `^(${Object.values(seriesPrefixes).join("|")})/\\d{2}-\\d{2}/\\d{6}$`,
);
