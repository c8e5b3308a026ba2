/** No 0/O or 1/I: a reference read out over the phone is hard to mishear. 32 symbols, so no modulo bias. */
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export const referencePattern = /^SRV-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

/** 'SRV-' and 8 symbols from the operating system's random source (40 bits). */
export function generateReference(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  let code = "";
  for (const byte of bytes) code += alphabet[byte % 32];
  return `SRV-${code}`;
}

/** What a customer types ('srv-ab12cd34 ', 'AB12CD34') in the stored form. */
export function normaliseReference(input: string): string {
  const compact = input.trim().toUpperCase().replace(/\s+/g, "");
  return compact.startsWith("SRV-") ? compact : `SRV-${compact.replace(/^SRV/, "")}`;
}
