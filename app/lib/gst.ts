/**
 * What every tax invoice prints the same way (decision 030): the GST rate of repair and installation services
 * (SAC 9987, 18%, CGST 9% + SGST 9% within Tamil Nadu) and the unit quantity code appliances and parts are
 * sold in. A product's own HSN code and rate are in tax-codes.ts.
 */
export const serviceGstRatePct = 18;

/** Numbers: the unit quantity code (UQC) of every appliance and part. */
export const unitQuantityCode = "NOS";

/** The dealer's state, Tamil Nadu (33): a supply there is intra-state (CGST + SGST), elsewhere IGST. */
export const homeStateCode = "33";
