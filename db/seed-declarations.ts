import type { NewProduct } from "./schema";

type Declarations = Pick<
  NewProduct,
  | "makerRole"
  | "makerName"
  | "makerAddress"
  | "countryOfOrigin"
  | "netQuantity"
  | "netQuantityUnit"
  | "consumerCare"
  | "madeIn"
>;

/**
 * The starter catalogue's Legal Metrology declarations (decision 037): each brand's Indian company, its
 * registered address and consumer-care number as the brands publish them. A dealer going live checks each
 * against the box of the stock they receive.
 */
const makers: Record<string, Pick<Declarations, "makerName" | "makerAddress" | "consumerCare">> = {
  samsung: {
    makerName: "Samsung India Electronics Pvt. Ltd.",
    makerAddress: "6th Floor, DLF Centre, Sansad Marg, New Delhi 110001",
    consumerCare: "1800 40 7267864",
  },
  lg: {
    makerName: "LG Electronics India Ltd.",
    makerAddress: "Plot No. 51, Udyog Vihar, Surajpur Kasna Road, Greater Noida, Uttar Pradesh 201306",
    consumerCare: "1800 180 9999",
  },
  haier: {
    makerName: "Haier Appliances (India) Pvt. Ltd.",
    makerAddress: "Plot No. A-1, Phase V, Udyog Kendra II, Greater Noida, Uttar Pradesh 201306",
    consumerCare: "1800 102 9999",
  },
  voltas: {
    makerName: "Voltas Ltd.",
    makerAddress: "Voltas House 'A', Dr. Babasaheb Ambedkar Road, Chinchpokli, Mumbai 400033",
    consumerCare: "1800 266 4555",
  },
  daikin: {
    makerName: "Daikin Airconditioning India Pvt. Ltd.",
    makerAddress: "12th Floor, Building No. 9, Tower A, DLF Cyber City Phase III, Gurugram, Haryana 122002",
    consumerCare: "1800 102 3245",
  },
  whirlpool: {
    makerName: "Whirlpool of India Ltd.",
    makerAddress: "Plot No. 40, Sector 44, Gurugram, Haryana 122002",
    consumerCare: "1800 208 1800",
  },
  godrej: {
    makerName: "Godrej & Boyce Mfg. Co. Ltd.",
    makerAddress: "Pirojshanagar, Vikhroli, Mumbai 400079",
    consumerCare: "1800 209 5511",
  },
  hitachi: {
    makerName: "Johnson Controls-Hitachi Air Conditioning India Ltd.",
    makerAddress: "Hitachi Complex, Karan Nagar, Kadi, District Mehsana, Gujarat 382727",
    consumerCare: "1800 270 0100",
  },
  crompton: {
    makerName: "Crompton Greaves Consumer Electricals Ltd.",
    makerAddress: "Equinox Business Park, Tower 3, LBS Marg, Kurla (West), Mumbai 400070",
    consumerCare: "1800 419 0505",
  },
  bajaj: {
    makerName: "Bajaj Electricals Ltd.",
    makerAddress: "45/47 Veer Nariman Road, Fort, Mumbai 400001",
    consumerCare: "1800 102 5963",
  },
};

/** Made in India unless said otherwise; the side-by-side refrigerator is imported from Thailand. */
const exceptions: Record<number, Partial<Declarations>> = {
  10: { makerRole: "importer", countryOfOrigin: "TH", madeIn: "2026-07" },
  1: { madeIn: "2026-09" },
  4: { madeIn: "2026-08" },
};

/** The declarations of a seeded product of that brand and id. */
export function seedDeclarations(brandSlug: string, id: number): Declarations {
  const maker = makers[brandSlug];
  if (!maker) throw new Error(`no seeded maker for ${brandSlug}`);
  return {
    makerRole: "manufacturer",
    countryOfOrigin: "IN",
    netQuantity: 1,
    netQuantityUnit: "N",
    madeIn: null,
    ...maker,
    ...exceptions[id],
  };
}
