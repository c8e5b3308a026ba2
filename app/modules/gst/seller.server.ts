import { getEnv, gstin } from "~/lib/env.server";

import { defaultSeller, type InvoiceSeller } from "./seller";

/** The dealer as tax documents name them, with the GSTIN from the environment when it is set. */
export function invoiceSeller(): InvoiceSeller {
  const { gstin: number, sample } = gstin(getEnv());
  return { ...defaultSeller, gstin: number, gstinSample: sample };
}
