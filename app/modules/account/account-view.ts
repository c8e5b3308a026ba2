import type {
  BookingKind,
  BookingSlotName,
  BookingStatus,
  OrderStatus,
  ReturnKind,
  ReturnStatus,
} from "../../../db/enums";
import type { MyAppliance } from "~/modules/appliances/appliance-view";

/** What /account shows of a signed-in number (account-overview.server.ts builds it). */
export type AccountOrder = {
  orderNumber: string;
  placedAt: string;
  status: OrderStatus;
  totalPaise: number;
  /** Opens the order's tracking page without typing its number and phone. */
  viewHref: string;
  invoiceNumber: string;
  invoiceHref: string;
  creditNotes: { number: string; href: string }[];
  returns: { number: string; kind: ReturnKind; status: ReturnStatus; pickupOn: string | null }[];
  updatesOn: boolean;
};

export type AccountBooking = {
  reference: string;
  kind: BookingKind;
  appliance: string;
  date: string;
  slot: BookingSlotName;
  status: BookingStatus;
  viewHref: string;
  invoice: { number: string; href: string } | null;
  updatesOn: boolean;
};

export type AccountAppliance = MyAppliance & { orderNumber: string; invoiceHref: string };

export type AccountOverview = {
  phone: string;
  orders: AccountOrder[];
  bookings: AccountBooking[];
  appliances: AccountAppliance[];
};
