import { isGstStateCode, type GstStateCode } from "./gst-states";

/**
 * A GSTIN: two digits of state code, the ten characters of the holder's PAN, the registration's number in
 * the state (1-9, A-Z), "Z" by default, and a check character.
 */
const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of the first 14 characters: the GSTN's Luhn mod 36 (each character's value, every
 * second one doubled, the base-36 digits of each product added up; the check makes the sum a multiple of 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = alphabet.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = "format" | "checkDigit" | "stateCode";

/** Why a GSTIN (already upper-cased, without spaces) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!gstinPattern.test(gstin)) return "format";
  if (!isGstStateCode(gstin.slice(0, 2))) return "stateCode";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "checkDigit";
  return null;
}

/** The state a valid GSTIN is registered in. */
export function stateCodeOfGstin(gstin: string): GstStateCode {
  const code = gstin.slice(0, 2);
  if (!isGstStateCode(code)) throw new Error(`${gstin} has no known state code`);
  return code;
}
