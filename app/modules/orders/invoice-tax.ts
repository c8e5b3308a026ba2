import { gstRatePct } from "~/lib/gst";

// GST is included in every shop price (decision 008).

export type GstBreakdown = {
  /** The value before tax. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** CGST + SGST; taxable + GST is always exactly the total. */
  gstPaise: number;
};

/**
 * Splits a GST-inclusive total into the taxable value and the tax it contains, at 18% for a sale within
 * Tamil Nadu: CGST 9% and SGST 9%. One rounding rule (decision 008): each half of the tax is total x 9/118
 * rounded to the paisa, so CGST equals SGST exactly, and the taxable value is what
 * is left, so the parts add up to the total to the paisa.
 */
export function gstIncluded(totalPaise: number): GstBreakdown {
  const halfRatePct = gstRatePct / 2;
  const cgstPaise = Math.round((totalPaise * halfRatePct) / (100 + gstRatePct));
  const gstPaise = 2 * cgstPaise;
  return { taxablePaise: totalPaise - gstPaise, cgstPaise, sgstPaise: cgstPaise, gstPaise };
}
