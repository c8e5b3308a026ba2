import { isGstStateCode, type GstStateCode } from "~/lib/gst-states";
import { serviceGstRatePct, unitQuantityCode } from "~/lib/gst";
import { addTaxes, supplyTo, taxInside, type LineTax, type Supply } from "~/modules/gst/line-tax";

import type { CreditNoteLineView, OrderView } from "./order-view";

/** What a line of a goods tax document says before its tax is worked out. Prices are GST-inclusive. */
type DocumentLineInput = {
  /** The product's title, or the installation visit (its words are the page's). */
  item: { kind: "goods"; title: string } | { kind: "installation" };
  /** HSN code for goods, SAC for the installation service. */
  code: { kind: "HSN" | "SAC"; value: string };
  quantity: number;
  /** The GST-inclusive price of one unit, as the shop showed it. */
  unitPricePaise: number;
  amountPaise: number;
  ratePct: number;
};

/** One line of a goods tax invoice or credit note, with its tax. */
export type InvoiceLine = DocumentLineInput & { unit: string; tax: LineTax };

export type InvoiceFigures = {
  supply: Supply;
  placeOfSupply: GstStateCode;
  lines: InvoiceLine[];
  /** Sums of the lines; taxable + tax is the document's total to the paisa. */
  totals: LineTax;
  /** The tax per rate, as the summary under the lines prints it. */
  byRate: (LineTax & { ratePct: number })[];
  totalPaise: number;
};

/**
 * The figures of a goods tax document (decision 030): each line taxed where the supply goes (CGST + SGST
 * within Tamil Nadu, IGST elsewhere), the totals and the summary by rate as sums of the lines.
 */
function documentFigures(inputs: DocumentLineInput[], placeOfSupplyCode: string): InvoiceFigures {
  const placeOfSupply = isGstStateCode(placeOfSupplyCode) ? placeOfSupplyCode : "33";
  const supply = supplyTo(placeOfSupply);
  const lines = inputs.map((line) => ({
    ...line,
    unit: unitQuantityCode,
    tax: taxInside(line.amountPaise, line.ratePct, supply),
  }));
  const rates = [...new Set(lines.map((line) => line.ratePct))].sort((a, b) => a - b);
  const byRate = rates.map((ratePct) => ({
    ratePct,
    ...addTaxes(lines.filter((line) => line.ratePct === ratePct).map((line) => line.tax)),
  }));
  const totals = addTaxes(lines.map((line) => line.tax));
  const totalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return { supply, placeOfSupply, lines, totals, byRate, totalPaise };
}

type InvoicedOrder = Pick<OrderView, "lines" | "installationChargePaise" | "tax">;

function installationLine(order: Pick<OrderView, "tax">, amountPaise: number): DocumentLineInput {
  return {
    item: { kind: "installation" },
    code: { kind: "SAC", value: order.tax.installationSac },
    quantity: 1,
    unitPricePaise: amountPaise,
    amountPaise,
    ratePct: serviceGstRatePct,
  };
}

/** An order's tax invoice: each product under its HSN code and rate, the installation under its SAC at 18%. */
export function invoiceFigures(order: InvoicedOrder): InvoiceFigures {
  const lines: DocumentLineInput[] = order.lines.map((line) => ({
    item: { kind: "goods", title: line.title },
    code: { kind: "HSN", value: line.hsnCode },
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    amountPaise: line.lineTotalPaise,
    ratePct: line.gstRatePct,
  }));
  if (order.installationChargePaise > 0) lines.push(installationLine(order, order.installationChargePaise));
  return documentFigures(lines, order.tax.placeOfSupply);
}

/**
 * A credit note's figures, taxed by the same rule as the invoice it answers: a note that takes back a whole
 * line reverses exactly that line's tax.
 */
export function creditNoteFigures(
  order: Pick<OrderView, "lines" | "tax">,
  lines: readonly CreditNoteLineView[],
): InvoiceFigures {
  return documentFigures(
    lines.map((line) => {
      const sold = order.lines.find((item) => item.productId === line.productId);
      if (line.productId === null || !sold) {
        return { ...installationLine(order, line.amountPaise), code: { kind: "SAC", value: line.code } };
      }
      return {
        item: { kind: "goods", title: sold.title },
        code: { kind: "HSN", value: line.code },
        quantity: line.quantity,
        unitPricePaise: Math.round(line.amountPaise / line.quantity),
        amountPaise: line.amountPaise,
        ratePct: line.ratePct,
      };
    }),
    order.tax.placeOfSupply,
  );
}
