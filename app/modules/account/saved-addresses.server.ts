import { desc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { orders } from "../../../db/schema";
import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";

import { prefillNoteText } from "./texts/en/prefill-note";

/** How many addresses the account's address book shows, newest first. */
export const savedAddressLimit = 5;

/** How many of the number's orders are read to find them (a few repeat orders per address). */
const ordersRead = 40;

/** A delivery address the number has used, with the name and e-mail the order carried. */
export type SavedAddress = {
  name: string;
  email: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  pincode: string;
};

const sameAddress = (row: SavedAddress) =>
  [row.address, row.address2, row.city, row.pincode].map((part) => part.trim().toLowerCase()).join("|");

/**
 * The account's address book: the distinct delivery addresses of the number's orders, the most recently
 * used first. Nothing new is stored: the orders hold them already, and erasure takes the number off them.
 */
export async function savedAddresses(db: Database, phone: string): Promise<SavedAddress[]> {
  const rows = await db
    .select({
      name: orders.name,
      email: orders.email,
      address: orders.address,
      address2: orders.address2,
      city: orders.city,
      state: orders.state,
      pincode: orders.pincode,
    })
    .from(orders)
    .where(eq(orders.phone, phone))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(ordersRead);
  return addressBook(rows);
}

type OrderAddress = Omit<SavedAddress, "address2"> & { address2: string | null };

/** The distinct addresses of orders listed newest first, at most `savedAddressLimit` of them. */
export function addressBook(rows: OrderAddress[]): SavedAddress[] {
  const book = new Map<string, SavedAddress>();
  for (const { name, email, address, address2, city, state, pincode } of rows) {
    const saved = { name, email, address, address2: address2 ?? "", city, state, pincode };
    const key = sameAddress(saved);
    if (!book.has(key)) book.set(key, saved);
    if (book.size === savedAddressLimit) break;
  }
  return [...book.values()];
}

/**
 * What checkout fills in for a signed-in customer: the address the account's link chose (`?address=2`,
 * counted from 1), else the last one used, and the account's own number (alone, before a first order).
 */
export function checkoutPrefill(
  book: SavedAddress[],
  phone: string,
  chosen: string | null,
): Record<string, string> {
  const index = chosen && /^[1-9]$/.test(chosen) ? Number(chosen) - 1 : 0;
  const address = book[index] ?? book[0];
  return address ? { ...address, phone } : { phone };
}

/**
 * What the booking form fills in for a signed-in customer: the latest address on one line (the visit's
 * address field), its pincode, the name and e-mail, and the account's own number.
 */
export function bookingPrefill(book: SavedAddress[], phone: string, maxAddressLength: number) {
  const latest = book[0];
  if (!latest) return { phone };
  const address = [latest.address, latest.address2, latest.city].filter((part) => part.trim() !== "");
  return {
    name: latest.name,
    phone,
    email: latest.email,
    address: address.join(", ").slice(0, maxAddressLength),
    pincode: latest.pincode,
  };
}

/** The line above a form the account filled in: an address from the book, or the number alone. */
export function prefillNote(book: SavedAddress[], locale: Locale): { text: string; myAccount: string } {
  const t = textIn(prefillNoteText, locale);
  return { text: book.length > 0 ? t.filledAddress : t.filledPhone, myAccount: t.myAccount };
}
