import { indiaDateStamp } from "~/lib/india-time";

/** No 0/O or 1/I: a number read out over the phone is hard to mishear. 32 symbols, so no modulo bias. */
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export const orderNumberPattern = /^ORD-\d{6}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/**
 * 'ORD-', the India date (yymmdd) and 6 symbols from the operating system's random source (30 bits a day):
 * easy to read out, sorts by day, and not worth guessing (tracking needs the phone number too).
 */
export function generateOrderNumber(now: Date = new Date()): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  let code = "";
  for (const byte of bytes) code += alphabet[byte % 32];
  return `ORD-${indiaDateStamp(now)}-${code}`;
}

/** What a customer types (' ord-250101-ab12cd ') in the stored form. */
export function normaliseOrderNumber(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, "");
}
