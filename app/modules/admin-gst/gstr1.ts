/**
 * GSTR-1 for one month (decision 031), from the month's tax documents: the JSON the GST portal's offline
 * tool imports. Amounts are added in paise and written in rupees once, so every table balances against the
 * documents to the paisa.
 */
import { homeStateCode } from "~/lib/gst";

import type { ReturnLine, TaxDocument } from "./tax-documents";

/** An inter-state invoice to an unregistered buyer above this value is B2C (Large): ₹1,00,000 since 1 August 2024. */
const b2clThresholdPaise = 1_00_000_00;

const rupees = (paise: number) => Math.round(paise) / 100;

/** dd-mm-yyyy, as the return writes dates. */
const returnDate = (date: string) => date.split("-").reverse().join("-");

type ItemDetail = { rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number };

type Sums = { txval: number; iamt: number; camt: number; samt: number };
const zero = (): Sums => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });
function add(sums: Sums, line: ReturnLine, sign = 1): void {
  sums.txval += sign * line.tax.taxablePaise;
  sums.iamt += sign * line.tax.igstPaise;
  sums.camt += sign * line.tax.cgstPaise;
  sums.samt += sign * line.tax.sgstPaise;
}
const inRupees = (sums: Sums) => ({
  txval: rupees(sums.txval),
  iamt: rupees(sums.iamt),
  camt: rupees(sums.camt),
  samt: rupees(sums.samt),
  csamt: 0,
});

/** A document's lines by rate, numbered as the offline tool numbers them (rate x 100 + 1). */
function items(document: TaxDocument): { num: number; itm_det: ItemDetail }[] {
  const byRate = new Map<number, Sums>();
  for (const line of document.lines) {
    const sums = byRate.get(line.ratePct) ?? zero();
    add(sums, line);
    byRate.set(line.ratePct, sums);
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rt, sums]) => ({ num: rt * 100 + 1, itm_det: { rt, ...inRupees(sums) } }));
}

const isInterState = (document: TaxDocument) => document.placeOfSupply !== homeStateCode;

/** Which table a document belongs in. A credit note follows the invoice it answers. */
export function tableOf(document: TaxDocument): "b2b" | "b2cl" | "b2cs" {
  if (document.buyerGstin) return "b2b";
  const value = document.kind === "credit" ? (document.original?.valuePaise ?? 0) : document.valuePaise;
  return isInterState(document) && value > b2clThresholdPaise ? "b2cl" : "b2cs";
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Documents issued per series: the first and last number, how many, none cancelled (credit notes answer). */
function documentRange(numbers: string[]) {
  const sorted = [...numbers].sort();
  return { from: sorted[0]!, to: sorted.at(-1)!, totnum: sorted.length, cancel: 0, net_issue: sorted.length };
}

/**
 * The month's return. Invoices to registered buyers (B2B) and their credit notes (CDNR) are reported one by
 * one; inter-state invoices to unregistered buyers above ₹1 lakh (B2CL) and their credit notes (CDNUR) too;
 * every other sale to an unregistered buyer is summed by place of supply and rate (B2CS), net of the credit
 * notes against such sales. The HSN summary is net of credit notes and split into B2B and B2C.
 */
export function buildGstr1(
  gstin: string,
  month: string,
  documents: readonly TaxDocument[],
  /** The month's delivery challans (replacements at no charge): counted in table 13, taxed nowhere. */
  challans: readonly string[] = [],
) {
  const [year, mm] = month.split("-");
  const invoices = documents.filter((document) => document.kind === "invoice");
  const credits = documents.filter((document) => document.kind === "credit");

  const b2b = [
    ...groupBy(
      invoices.filter((d) => tableOf(d) === "b2b"),
      (d) => d.buyerGstin!,
    ),
  ].map(([ctin, docs]) => ({
    ctin,
    inv: docs.map((d) => ({
      inum: d.number,
      idt: returnDate(d.date),
      val: rupees(d.valuePaise),
      pos: d.placeOfSupply,
      rchrg: "N",
      inv_typ: "R",
      itms: items(d),
    })),
  }));
  const b2cl = [
    ...groupBy(
      invoices.filter((d) => tableOf(d) === "b2cl"),
      (d) => d.placeOfSupply,
    ),
  ].map(([pos, docs]) => ({
    pos,
    inv: docs.map((d) => ({
      inum: d.number,
      idt: returnDate(d.date),
      val: rupees(d.valuePaise),
      itms: items(d),
    })),
  }));

  const b2csSums = new Map<string, { pos: string; rt: number; sums: Sums }>();
  for (const document of documents.filter((d) => tableOf(d) === "b2cs")) {
    for (const line of document.lines) {
      const key = `${document.placeOfSupply}|${line.ratePct}`;
      const row = b2csSums.get(key) ?? { pos: document.placeOfSupply, rt: line.ratePct, sums: zero() };
      add(row.sums, line, document.kind === "credit" ? -1 : 1);
      b2csSums.set(key, row);
    }
  }
  const b2cs = [...b2csSums.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt)
    .map(({ pos, rt, sums }) => ({
      sply_ty: pos === homeStateCode ? "INTRA" : "INTER",
      pos,
      typ: "OE",
      rt,
      ...inRupees(sums),
    }));

  const note = (d: TaxDocument) => ({
    ntty: "C",
    nt_num: d.number,
    nt_dt: returnDate(d.date),
    val: rupees(d.valuePaise),
    pos: d.placeOfSupply,
    itms: items(d),
  });
  const cdnr = [
    ...groupBy(
      credits.filter((d) => tableOf(d) === "b2b"),
      (d) => d.buyerGstin!,
    ),
  ].map(([ctin, docs]) => ({ ctin, nt: docs.map((d) => ({ ...note(d), rchrg: "N", inv_typ: "R" })) }));
  const cdnur = credits.filter((d) => tableOf(d) === "b2cl").map((d) => ({ typ: "B2CL", ...note(d) }));

  const hsnRows = (b2bSide: boolean) => {
    const rows = new Map<string, { line: ReturnLine; qty: number; sums: Sums }>();
    for (const document of documents.filter((d) => (tableOf(d) === "b2b") === b2bSide)) {
      const sign = document.kind === "credit" ? -1 : 1;
      for (const line of document.lines) {
        const key = `${line.code}|${line.uqc}|${line.ratePct}`;
        const row = rows.get(key) ?? { line, qty: 0, sums: zero() };
        row.qty += line.service ? 0 : sign * line.quantity;
        add(row.sums, line, sign);
        rows.set(key, row);
      }
    }
    return [...rows.values()]
      .sort((a, b) => a.line.code.localeCompare(b.line.code) || a.line.ratePct - b.line.ratePct)
      .map(({ line, qty, sums }, index) => ({
        num: index + 1,
        hsn_sc: line.code,
        uqc: line.service ? "NA" : line.uqc,
        qty,
        rt: line.ratePct,
        ...inRupees(sums),
      }));
  };

  const series = (prefix: string) =>
    documents.filter((d) => d.number.startsWith(prefix)).map((d) => d.number);
  const ranges = (prefixes: string[]) =>
    prefixes
      .map(series)
      .filter((numbers) => numbers.length > 0)
      .map((numbers, index) => ({ num: index + 1, ...documentRange(numbers) }));
  const invoiceNumbers = invoices.map((d) => d.number);
  const otherInvoices = invoiceNumbers.filter((n) => !n.startsWith("KHA/") && !n.startsWith("KHS/"));
  const docDet = [
    {
      doc_num: 1,
      doc_typ: "Invoices for outward supply",
      docs: [
        ...ranges(["KHA/", "KHS/"]),
        ...(otherInvoices.length > 0 ? [{ num: 3, ...documentRange(otherInvoices) }] : []),
      ],
    },
    { doc_num: 5, doc_typ: "Credit Note", docs: ranges(["KHC/"]) },
    {
      doc_num: 12,
      doc_typ: "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)",
      docs: challans.length > 0 ? [{ num: 1, ...documentRange([...challans]) }] : [],
    },
  ].filter((entry) => entry.docs.length > 0);

  return {
    gstin,
    fp: `${mm}${year}`,
    version: "GST3.2.1",
    hash: "hash",
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn: { hsn_b2b: hsnRows(true), hsn_b2c: hsnRows(false) },
    doc_issue: { doc_det: docDet },
  };
}
