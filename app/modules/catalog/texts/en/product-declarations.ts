import { defineText } from "~/i18n/text";

/**
 * The product page's declarations (decision 037): their labels, the countries of origin and the units of net
 * quantity. The server writes the page's rows with them; the product editor reads the English names.
 */
export const productDeclarationsText = defineText("product-declarations", {
  manufacturer: "Manufactured by",
  packer: "Packed by",
  importer: "Imported by",
  countryOfOrigin: "Country of origin",
  netQuantity: "Net quantity",
  mrpAllTaxes: "MRP (inclusive of all taxes)",
  madeInManufacture: "Month and year of manufacture",
  madeInImport: "Month and year of import",
  consumerCare: "Consumer care",
  country_IN: "India",
  country_CN: "China",
  country_KR: "South Korea",
  country_JP: "Japan",
  country_TH: "Thailand",
  country_VN: "Vietnam",
  country_MY: "Malaysia",
  country_ID: "Indonesia",
  country_TR: "Türkiye",
  country_DE: "Germany",
  country_IT: "Italy",
  country_PL: "Poland",
  country_US: "United States",
  unit_N: "N (number)",
  unit_U: "U (unit)",
  unit_kg: "kg",
  unit_g: "g",
  unit_L: "L",
  unit_mL: "mL",
});
