/**
 * The bill of a technician's visit, computed the same way on the job card and when the visit completes.
 * Safe for the browser. GST (CGST 9% + SGST 9%: every visit is in the dealer's service area in Tamil Nadu)
 * is added on labour and on each part line, each half rounded to the paisa (decision 030); the visit charge
 * is an inspection fee that includes its GST, dropped when work goes ahead.
 */
import { serviceGstRatePct } from "~/lib/gst";

import { visitCharge } from "../booking/service-rules";
import { addTaxes, taxInside, taxOn, type LineTax, type Supply } from "../gst/line-tax";

export const chooseWorkMessage = "Please choose the work done from the rate card.";
export const choosePaymentMessage = "Please choose how the customer paid: cash or UPI.";

type BillPart = { unitPricePaise: number; quantity: number; warrantyExcluded?: boolean; partId?: number };

export type VisitBillInput = {
  kind: "repair" | "installation";
  labourPaise: number;
  parts: readonly BillPart[];
  /** The brand's warranty covers the visit: the brand is billed for all but the parts it excludes. */
  claim?: boolean;
  /**
   * An annual maintenance contract covers the visit (decision 052): it pays the visit charge, labour and,
   * when its plan includes parts, every part not marked excluded. A warranty claim comes first.
   */
  amc?: { partsCovered: boolean } | null;
  /**
   * A repeat of our repair under its repair warranty (decision 057): we bear the visit charge, the labour and
   * the parts that repair replaced (`partIds`, the spare parts' ids). The brand's warranty comes first.
   */
  rework?: { partIds: readonly number[] } | null;
};

/** Who other than the customer pays for a visit, as the bill takes it. */
export type VisitCover = Pick<VisitBillInput, "claim" | "amc" | "rework">;

/** What one payer is billed for a visit: the visit charge (GST inside), labour and parts, GST added on them. */
export type BillShare = {
  visitChargePaise: number;
  labourPaise: number;
  partsPaise: number;
  gstPaise: number;
  totalPaise: number;
};

export type VisitBill = BillShare & {
  /** What the visit charge would be; an installation's visit was paid with the order. */
  visitChargeListedPaise: number;
  /** The customer's visit charge is 0 because work went ahead. */
  visitChargeWaived: boolean;
  /** What the brand is billed on a warranty visit (the rest of the bill is the customer's); null otherwise. */
  claim: BillShare | null;
  /** What the maintenance contract pays for on a visit it covers (the rest is the customer's); null otherwise. */
  amc: BillShare | null;
  /** What we bear on a repeat repair under our repair warranty (the rest is the customer's); null otherwise. */
  rework: BillShare | null;
};

/** What the brand, our repair warranty or the contract bears of a bill; null when the customer pays it all. */
export function coveredShareOf(bill: Pick<VisitBill, "claim" | "rework" | "amc">): BillShare | null {
  return bill.claim ?? bill.rework ?? bill.amc;
}

const lineOf = (part: BillPart) => part.unitPricePaise * part.quantity;

/** A part the brand, the maintenance contract or our repair warranty pays for, not the customer. */
export function isCoveredPart(
  part: { warrantyExcluded?: boolean; partId?: number },
  { claim = false, amc = null, rework = null }: VisitCover,
): boolean {
  if (part.warrantyExcluded) return false;
  if (claim) return true;
  if (rework) return part.partId !== undefined && rework.partIds.includes(part.partId);
  return amc?.partsCovered ?? false;
}

/** Someone other than the customer pays for the visit's labour and visit charge. */
export function isCoveredVisit({ claim = false, amc = null, rework = null }: VisitCover): boolean {
  return claim || rework !== null || amc !== null;
}

function share(visitChargePaise: number, labourPaise: number, partLines: readonly number[]): BillShare {
  const partsPaise = partLines.reduce((sum, line) => sum + line, 0);
  const gstPaise = [labourPaise, ...partLines].reduce(
    (sum, amount) => sum + taxOn(amount, serviceGstRatePct, "intra").taxPaise,
    0,
  );
  return {
    visitChargePaise,
    labourPaise,
    partsPaise,
    gstPaise,
    totalPaise: visitChargePaise + labourPaise + partsPaise + gstPaise,
  };
}

export function visitBill(input: VisitBillInput): VisitBill {
  const { kind, labourPaise, parts, claim = false } = input;
  const workGoesAhead = labourPaise > 0 || parts.some((part) => lineOf(part) > 0);
  const visitChargeListedPaise = kind === "installation" ? 0 : visitCharge.paise;
  const visitChargeWaived = visitChargeListedPaise > 0 && workGoesAhead && visitCharge.waivedWithRepair;
  const visitChargePaise = visitChargeWaived ? 0 : visitChargeListedPaise;
  if (!isCoveredVisit(input)) {
    return {
      ...share(visitChargePaise, labourPaise, parts.map(lineOf)),
      visitChargeListedPaise,
      visitChargeWaived,
      claim: null,
      amc: null,
      rework: null,
    };
  }
  const covered = parts.filter((part) => isCoveredPart(part, input)).map(lineOf);
  const paid = parts.filter((part) => !isCoveredPart(part, input)).map(lineOf);
  const coveredShare = share(visitChargePaise, labourPaise, covered);
  return {
    ...share(0, 0, paid),
    visitChargeListedPaise,
    visitChargeWaived,
    claim: claim ? coveredShare : null,
    rework: !claim && input.rework ? coveredShare : null,
    amc: !claim && !input.rework ? coveredShare : null,
  };
}

/** One line of a service tax invoice: the visit charge or the labour (under a SAC), or a part (its HSN). */
export type VisitInvoiceLine = {
  item: { kind: "visit" } | { kind: "labour" } | { kind: "part"; name: string; quantity: number };
  code: { kind: "SAC" | "HSN"; value: string };
  /** What the customer pays for the line: taxable value + GST. */
  amountPaise: number;
  tax: LineTax;
};

/**
 * The lines of a completed visit's tax invoice: the visit charge with the GST inside it, labour and each part
 * with GST added, every line taxed by the one rule of the shop's invoices; totals are sums of the lines. A
 * customer's visit is always in Tamil Nadu; a claim's invoice to a brand registered elsewhere is inter-state.
 */
export function visitInvoiceLines(invoice: {
  visitChargePaise: number;
  labourPaise: number;
  parts: readonly { name: string; quantity: number; linePaise: number }[];
  sac: string;
  partsHsn: string;
  supply?: Supply;
}): { lines: VisitInvoiceLine[]; totals: LineTax; totalPaise: number } {
  const rate = serviceGstRatePct;
  const supply = invoice.supply ?? "intra";
  const lines: VisitInvoiceLine[] = [];
  const add = (item: VisitInvoiceLine["item"], code: VisitInvoiceLine["code"], tax: LineTax) =>
    lines.push({ item, code, tax, amountPaise: tax.taxablePaise + tax.taxPaise });
  const sac = { kind: "SAC", value: invoice.sac } as const;
  if (invoice.visitChargePaise > 0)
    add({ kind: "visit" }, sac, taxInside(invoice.visitChargePaise, rate, supply));
  if (invoice.labourPaise > 0) add({ kind: "labour" }, sac, taxOn(invoice.labourPaise, rate, supply));
  for (const part of invoice.parts) {
    add(
      { kind: "part", name: part.name, quantity: part.quantity },
      { kind: "HSN", value: invoice.partsHsn },
      taxOn(part.linePaise, rate, supply),
    );
  }
  const totals = addTaxes(lines.map((line) => line.tax));
  return { lines, totals, totalPaise: totals.taxablePaise + totals.taxPaise };
}
