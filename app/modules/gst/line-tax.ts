import { homeStateCode } from "~/lib/gst";

/**
 * One rounding rule for every tax document (decision 030): the tax of a line is worked out from the line's
 * amount, rounded once to the paisa (half up), and the taxable value is what is left of the amount. Within
 * Tamil Nadu each half (CGST, SGST) is rounded, so the two are equal to the paisa; the lines add up to the
 * document's totals because every total is a sum of lines.
 */
export type LineTax = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** CGST + SGST + IGST. */
  taxPaise: number;
};

export type Supply = "intra" | "inter";

/** Intra-state (CGST + SGST) when the place of supply is the dealer's state, else inter-state (IGST). */
export function supplyTo(placeOfSupply: string): Supply {
  return placeOfSupply === homeStateCode ? "intra" : "inter";
}

function split(
  taxablePaise: number,
  ratePct: number,
  supply: Supply,
  part: (share: number) => number,
): LineTax {
  if (supply === "intra") {
    const half = part(ratePct / 2);
    return { taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0, taxPaise: 2 * half };
  }
  const igst = part(ratePct);
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, taxPaise: igst };
}

/** The tax inside a GST-inclusive amount (the shop's prices): taxable + tax is exactly the amount. */
export function taxInside(amountPaise: number, ratePct: number, supply: Supply): LineTax {
  const tax = split(0, ratePct, supply, (share) => Math.round((amountPaise * share) / (100 + ratePct)));
  return { ...tax, taxablePaise: amountPaise - tax.taxPaise };
}

/** The tax on a taxable value (the rate card's labour and parts): the amount is taxable + tax. */
export function taxOn(taxablePaise: number, ratePct: number, supply: Supply): LineTax {
  return split(taxablePaise, ratePct, supply, (share) => Math.round((taxablePaise * share) / 100));
}

export function addTaxes(lines: readonly LineTax[]): LineTax {
  const total: LineTax = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
  for (const line of lines) {
    total.taxablePaise += line.taxablePaise;
    total.cgstPaise += line.cgstPaise;
    total.sgstPaise += line.sgstPaise;
    total.igstPaise += line.igstPaise;
    total.taxPaise += line.taxPaise;
  }
  return total;
}
