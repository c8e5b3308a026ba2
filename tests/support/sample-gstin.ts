/**
 * A GSTIN of the right shape for Tamil Nadu (state code 33) with a valid check character, and the same number
 * with a wrong one: a brand's registration in tests.
 */
export const sampleBrandGstin = "33AAACZ0000A1ZG";
export const wrongCheckGstin = "33AAACZ0000A1Z4";
