import { isGstStateCode, type GstStateCode } from "~/lib/gst-states";
import { serviceGstRatePct, unitQuantityCode } from "~/lib/gst";
import { addTaxes, supplyTo, taxInside, type LineTax, type Supply } from "~/modules/gst/line-tax";

import type { OrderView } from "./order-view";

/** One line of a goods tax invoice: the prices are GST-inclusive, the tax is worked out of the amount. */
export type InvoiceLine = {
  /** The product's title, or the installation visit (its words are the page's). */
  item: { kind: "goods"; title: string } | { kind: "installation" };
  /** HSN code for goods, SAC for the installation service. */
  code: { kind: "HSN" | "SAC"; value: string };
  quantity: number;
  unit: string;
  /** The GST-inclusive price of one unit, as the shop showed it. */
  unitPricePaise: number;
  amountPaise: number;
  ratePct: number;
  tax: LineTax;
};

export type InvoiceFigures = {
  supply: Supply;
  placeOfSupply: GstStateCode;
  lines: InvoiceLine[];
  /** Sums of the lines; taxable + tax is the invoice total to the paisa. */
  totals: LineTax;
  /** The tax per rate, as the summary under the lines prints it. */
  byRate: (LineTax & { ratePct: number })[];
  totalPaise: number;
};

type InvoicedOrder = Pick<OrderView, "lines" | "installationChargePaise" | "totalPaise" | "tax">;

/**
 * The lines of an order's tax invoice (decision 030): each product line under its HSN code and rate, the
 * installation charge under its SAC at 18%, each taxed where the supply goes (CGST + SGST within Tamil Nadu,
 * IGST elsewhere).
 */
export function invoiceFigures(order: InvoicedOrder): InvoiceFigures {
  const placeOfSupply = isGstStateCode(order.tax.placeOfSupply) ? order.tax.placeOfSupply : "33";
  const supply = supplyTo(placeOfSupply);
  const lines: InvoiceLine[] = order.lines.map((line) => ({
    item: { kind: "goods", title: line.title },
    code: { kind: "HSN", value: line.hsnCode },
    quantity: line.quantity,
    unit: unitQuantityCode,
    unitPricePaise: line.unitPricePaise,
    amountPaise: line.lineTotalPaise,
    ratePct: line.gstRatePct,
    tax: taxInside(line.lineTotalPaise, line.gstRatePct, supply),
  }));
  if (order.installationChargePaise > 0) {
    lines.push({
      item: { kind: "installation" },
      code: { kind: "SAC", value: order.tax.installationSac },
      quantity: 1,
      unit: unitQuantityCode,
      unitPricePaise: order.installationChargePaise,
      amountPaise: order.installationChargePaise,
      ratePct: serviceGstRatePct,
      tax: taxInside(order.installationChargePaise, serviceGstRatePct, supply),
    });
  }
  const rates = [...new Set(lines.map((line) => line.ratePct))].sort((a, b) => a - b);
  const byRate = rates.map((ratePct) => ({
    ratePct,
    ...addTaxes(lines.filter((line) => line.ratePct === ratePct).map((line) => line.tax)),
  }));
  const totals = addTaxes(lines.map((line) => line.tax));
  return { supply, placeOfSupply, lines, totals, byRate, totalPaise: order.totalPaise };
}
