/**
 * CSV as spreadsheets read it (RFC 4180: commas, CRLF, quotes doubled). A text cell that a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe,
 * so a customer who types "=HYPERLINK(...)" as their name cannot plant a live formula in the dealer's sheet.
 */
export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value) : value;
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A byte-order mark first, so Excel opens the file as UTF-8 (₹ and Tamil names intact). */
export const csvBom = "\uFEFF";
