import type { ConsentHistoryView } from "~/modules/privacy/data-notices";

/**
 * What /account shows of a signed-in number (account-overview.server.ts builds it). Statuses, dates and
 * amounts arrive written in the page's language, as the appliances' warranty lines do: the page's script
 * then needs none of the order, booking and return texts, which other pages' files carry.
 */
export type AccountOrder = {
  orderNumber: string;
  /** "Placed 28 November 2026" */
  placed: string;
  status: string;
  total: string;
  /** Opens the order's tracking page without typing its number and phone. */
  viewHref: string;
  invoiceNumber: string;
  invoiceHref: string;
  creditNotes: { number: string; href: string }[];
  /** "RET-3 · Refund · Waiting for our reply" */
  returns: string[];
  updatesOn: boolean;
};

export type AccountBooking = {
  reference: string;
  /** "Repair · Air Conditioner · 2 December 2026, Morning" */
  summary: string;
  status: string;
  viewHref: string;
  invoice: { number: string; href: string } | null;
  updatesOn: boolean;
};

export type AccountAppliance = {
  id: number;
  title: string;
  orderNumber: string;
  serialNumber: string | null;
  warrantyText: string;
  covered: boolean;
  repairHref: string;
  invoiceHref: string;
};

export type AccountComplaint = {
  ticket: string;
  /** "Delivery · 28 November 2026" */
  summary: string;
  status: string;
  viewHref: string;
};

/** An address of the account's address book (its orders' delivery addresses). */
type AccountAddress = {
  /** "Kavya Raman, 12 Gandhi Street, Anna Nagar, Chennai, Tamil Nadu 600040" */
  text: string;
  /** Checkout filled in with this address. */
  checkoutHref: string;
};

export type AccountOverview = {
  phone: string;
  orders: AccountOrder[];
  addresses: AccountAddress[];
  bookings: AccountBooking[];
  appliances: AccountAppliance[];
  complaints: AccountComplaint[];
  consents: ConsentHistoryView;
};
