import { dealer, fullAddress } from "~/lib/dealer";
import { placeOfSupplyText } from "~/lib/gst-states";

export type InvoiceSeller = {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string;
  /** The GSTIN is the placeholder of a shop not yet published (decision 030). */
  gstinSample: boolean;
  state: string;
};

/** The dealer's public details with the sample GSTIN; pages pass invoiceSeller() for the configured one. */
export const defaultSeller: InvoiceSeller = {
  name: dealer.name,
  address: fullAddress,
  phone: dealer.phone,
  email: dealer.email,
  gstin: dealer.gstin,
  gstinSample: true,
  state: placeOfSupplyText("33"),
};
