/** The GST rate on appliances and on repair labour and parts, within Tamil Nadu: CGST 9% + SGST 9% (decision 008). */
export const gstRatePct = 18;
