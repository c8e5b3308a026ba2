import type { MakerRole, NetQuantityUnit } from "../../../db/enums";

/**
 * Countries appliances sold here come from, by ISO 3166-1 code; the editor offers these, the product page
 * names them in the page's language (the declarations texts' country_IN, …).
 */
export const originCountries = [
  "IN",
  "CN",
  "KR",
  "JP",
  "TH",
  "VN",
  "MY",
  "ID",
  "TR",
  "DE",
  "IT",
  "PL",
  "US",
] as const;
export type OriginCountry = (typeof originCountries)[number];

export function isOriginCountry(value: unknown): value is OriginCountry {
  return typeof value === "string" && (originCountries as readonly string[]).includes(value);
}

/** A product's declarations as stored (decision 037); null fields are not filled in yet. */
export type ProductDeclarations = {
  makerRole: MakerRole | null;
  makerName: string | null;
  makerAddress: string | null;
  countryOfOrigin: string | null;
  netQuantity: number | null;
  netQuantityUnit: NetQuantityUnit | null;
  consumerCare: string | null;
  /** "2026-08": the month of manufacture or import, where known. */
  madeIn: string | null;
};

/** One line of the product page's declarations, written in the page's language; `typed` is staff's English. */
export type DeclarationRow = { label: string; value: string; typed: boolean };
