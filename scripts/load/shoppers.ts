/**
 * The customers of the load run: every request gets its own client address (sent as X-Forwarded-For, which
 * the shop trusts from loopback) so per-address rate limits see many honest shoppers, not one script, and
 * slightly different details, as a real festival rush would.
 */
import { randomUUID } from "node:crypto";

import { paymentMethods } from "../../db/enums";

const names = [
  "Priya Raman",
  "Arun Kumar",
  "Lakshmi Narayanan",
  "Karthik Subramanian",
  "Meena Sundaram",
  "Vijay Anand",
  "Divya Krishnan",
  "Senthil Murugan",
  "Kavitha Balaji",
  "Ramesh Chandran",
];
const places = [
  { city: "Erode", pincode: "638001" },
  { city: "Coimbatore", pincode: "641018" },
  { city: "Salem", pincode: "636007" },
  { city: "Tiruppur", pincode: "641601" },
  { city: "Madurai", pincode: "625001" },
  { city: "Chennai", pincode: "600028" },
];
const streets = [
  "Gandhi Road",
  "Perundurai Road",
  "Brough Road",
  "Nehru Street",
  "Anna Salai",
  "Kamarajar Street",
];
const appliances = ["tv", "ac", "refrigerator", "washing-machine", "fan"];
const brands = ["samsung", "lg", "whirlpool", "godrej", "voltas"];
const issues = [
  "Not cooling since yesterday, makes a clicking noise.",
  "Drum does not spin and shows an error code.",
  "No picture, only sound. Remote works.",
  "Water leaking from the bottom of the unit.",
  "Trips the breaker when switched on.",
];

let served = 0;

/** A client address no earlier request used: 10.x.y.z counting up. */
function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

type Shopper = {
  n: number;
  address: string;
  name: string;
  phone: string;
  street: string;
  city: string;
  pincode: string;
};

/** The next shopper, numbered from 1. */
export function nextShopper(): Shopper {
  served += 1;
  const n = served;
  const place = pick(places, n);
  return {
    n,
    address: clientAddress(n),
    name: pick(names, n),
    // a 10-digit Indian mobile number, different for each shopper
    phone: `9${String(800_000_000 + n).padStart(9, "0")}`,
    street: `${(n % 240) + 1}, ${pick(streets, n)}, Ward ${(n % 30) + 1}`,
    city: place.city,
    pincode: place.pincode,
  };
}

/** The headers of a form post from this shopper. */
export function formHeaders(shopper: Shopper): Record<string, string> {
  return { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": shopper.address };
}

/** The checkout form for one unit of a product, as the page posts it without JavaScript. */
export function checkoutBody(shopper: Shopper, productId: number): string {
  return new URLSearchParams({
    name: shopper.name,
    email: `${shopper.name.split(" ")[0]!.toLowerCase()}.${shopper.n}@example.in`,
    phone: shopper.phone,
    address: shopper.street,
    city: shopper.city,
    state: "Tamil Nadu",
    pincode: shopper.pincode,
    paymentMethod: pick(paymentMethods, shopper.n),
    agreeTerms: "on",
    idempotencyKey: `load-${randomUUID()}`,
    cart: JSON.stringify([{ id: String(productId), quantity: 1 }]),
  }).toString();
}

/** The 'Book a Service' form for one visit. */
export function bookingBody(shopper: Shopper, date: string, slot: string): string {
  return new URLSearchParams({
    name: shopper.name,
    phone: shopper.phone,
    appliance: pick(appliances, shopper.n),
    brand: pick(brands, shopper.n),
    issue: pick(issues, shopper.n),
    date,
    slot,
    address: shopper.street + `, ${shopper.city}`,
    pincode: shopper.pincode,
    agreeTerms: "on",
  }).toString();
}
