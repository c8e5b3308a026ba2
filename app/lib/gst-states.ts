/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN and the
 * place of supply's code on an invoice), and the state a delivery pincode lies in.
 */
export const gstStates = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
} as const;

export type GstStateCode = keyof typeof gstStates;

export function isGstStateCode(value: string): value is GstStateCode {
  return Object.hasOwn(gstStates, value);
}

/** "Karnataka (29)": how an invoice prints a place of supply. */
export function placeOfSupplyText(code: GstStateCode): string {
  return `${gstStates[code]} (${code})`;
}

const normalise = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "");

/** Other ways shoppers write a state: old names, short forms and the southern states in Tamil. */
const aliases: Record<string, GstStateCode> = {
  tn: "33",
  தமிழ்நாடு: "33",
  தமிழகம்: "33",
  pondicherry: "34",
  pondy: "34",
  புதுச்சேரி: "34",
  கேரளா: "32",
  கேரளம்: "32",
  கர்நாடகா: "29",
  கர்நாடகம்: "29",
  ஆந்திரப்பிரதேசம்: "37",
  ஆந்திரா: "37",
  தெலங்கானா: "36",
  தெலுங்கானா: "36",
  orissa: "21",
  newdelhi: "07",
  nctofdelhi: "07",
  uttaranchal: "05",
  jammuandkashmir: "01",
  jk: "01",
  andamanandnicobar: "35",
  dadraandnagarhaveli: "26",
  damananddiu: "26",
  ap: "37",
  up: "09",
  mp: "23",
};

const byName = new Map<string, GstStateCode>([
  ...Object.entries(gstStates).map(([code, name]) => [normalise(name), code as GstStateCode] as const),
  ...Object.entries(aliases).map(([alias, code]) => [normalise(alias), code] as const),
]);

/** The state a typed state name means, or null when it names none we know. */
export function stateCodeOfName(typed: string): GstStateCode | null {
  return byName.get(normalise(typed)) ?? null;
}

/**
 * India Post's regions by a pincode's first two digits: the state most of the region lies in, then other
 * states some of its pincodes lie in (by their first three digits where those are known).
 */
const pincodeRegions: Record<
  string,
  { main: GstStateCode; also?: Record<string, GstStateCode> | GstStateCode[] }
> = {
  "11": { main: "07" },
  "12": { main: "06" },
  "13": { main: "06" },
  "14": { main: "03" },
  "15": { main: "03" },
  "16": { main: "03", also: { "160": "04" } },
  "17": { main: "02" },
  "18": { main: "01" },
  "19": { main: "01", also: { "194": "38" } },
  "20": { main: "09" },
  "21": { main: "09" },
  "22": { main: "09" },
  "23": { main: "09" },
  "24": { main: "09", also: { "246": "05", "247": "05", "248": "05", "249": "05" } },
  "25": { main: "09" },
  "26": { main: "09", also: { "262": "05", "263": "05" } },
  "27": { main: "09" },
  "28": { main: "09" },
  "30": { main: "08" },
  "31": { main: "08" },
  "32": { main: "08" },
  "33": { main: "08" },
  "34": { main: "08" },
  "36": { main: "24" },
  "37": { main: "24" },
  "38": { main: "24" },
  "39": { main: "24", also: { "396": "26" } },
  "40": { main: "27", also: { "403": "30" } },
  "41": { main: "27" },
  "42": { main: "27" },
  "43": { main: "27" },
  "44": { main: "27" },
  "45": { main: "23" },
  "46": { main: "23" },
  "47": { main: "23" },
  "48": { main: "23" },
  "49": { main: "22" },
  "50": { main: "36", also: ["37"] },
  "51": { main: "37", also: ["36"] },
  "52": { main: "37" },
  "53": { main: "37" },
  "56": { main: "29" },
  "57": { main: "29" },
  "58": { main: "29" },
  "59": { main: "29" },
  "60": { main: "33", also: { "605": "34", "609": "34" } },
  "61": { main: "33" },
  "62": { main: "33" },
  "63": { main: "33" },
  "64": { main: "33" },
  "67": { main: "32", also: { "673": "34" } },
  "68": { main: "32", also: { "682": "31" } },
  "69": { main: "32" },
  "70": { main: "19" },
  "71": { main: "19" },
  "72": { main: "19" },
  "73": { main: "19", also: { "737": "11" } },
  "74": { main: "19", also: { "744": "35" } },
  "75": { main: "21" },
  "76": { main: "21" },
  "77": { main: "21" },
  "78": { main: "18", also: ["17", "12", "13"] },
  "79": {
    main: "12",
    also: { "793": "17", "794": "17", "795": "14", "796": "15", "797": "13", "798": "13", "799": "16" },
  },
  "80": { main: "10" },
  "81": { main: "20", also: ["10"] },
  "82": { main: "20", also: ["10"] },
  "83": { main: "20" },
  "84": { main: "10" },
  "85": { main: "10", also: ["20"] },
};

function regionOf(pincode: string) {
  return pincodeRegions[pincode.slice(0, 2)] ?? null;
}

/** The state a pincode most likely lies in (by its first three digits where known, else two), or null. */
export function stateCodeOfPincode(pincode: string): GstStateCode | null {
  const region = regionOf(pincode);
  if (!region) return null;
  const also = region.also;
  if (also && !Array.isArray(also)) return also[pincode.slice(0, 3)] ?? region.main;
  return region.main;
}

/** Whether some pincodes of this pincode's region lie in the state: false only for a clear mismatch. */
export function pincodeMayBeIn(pincode: string, code: GstStateCode): boolean {
  const region = regionOf(pincode);
  if (!region) return true;
  const also = region.also;
  const others = !also ? [] : Array.isArray(also) ? also : Object.values(also);
  return region.main === code || others.includes(code);
}

/**
 * The place of supply of goods delivered to this address (IGST Act section 10(1)(a): where the movement
 * ends): the typed state when we know its name, else the pincode's state; null when neither tells.
 */
export function deliveryStateCode(address: { state: string; pincode: string }): GstStateCode | null {
  return stateCodeOfName(address.state) ?? stateCodeOfPincode(address.pincode);
}
