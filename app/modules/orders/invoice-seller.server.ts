import { getEnv, gstin } from "~/lib/env.server";

import { defaultSeller, type InvoiceSeller } from "./components/invoice-document";

/** The dealer as the invoice names them, with the GSTIN from the environment when it is set. */
export function invoiceSeller(): InvoiceSeller {
  return { ...defaultSeller, gstin: gstin(getEnv()) };
}
