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
 * Tamil Nadu: CGST 9% and SGST 9%. Rounded to the paisa so the parts add up to the total.
 */
export function gstIncluded(totalPaise: number): GstBreakdown {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + gstRatePct));
  const gstPaise = totalPaise - taxablePaise;
  const cgstPaise = Math.round(gstPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: gstPaise - cgstPaise, gstPaise };
}
