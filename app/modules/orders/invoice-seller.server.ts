import { getEnv, gstin } from "~/lib/env.server";

import { defaultSeller, type InvoiceSeller } from "./components/invoice-document";

/** The dealer as the invoice names them, with the GSTIN from the environment when it is set. */
export function invoiceSeller(): InvoiceSeller {
  const { gstin: number, sample } = gstin(getEnv());
  return { ...defaultSeller, gstin: number, gstinSample: sample };
}
