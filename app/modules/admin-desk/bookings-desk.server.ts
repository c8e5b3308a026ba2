import { and, asc, count, desc, eq, gte, ilike, lte, ne, or, type SQL } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import {
  bookingStatuses,
  type BookingCoverage,
  type BookingStatus,
  type VisitPaymentMethod,
} from "../../../db/enums";
import {
  bookingEvents,
  bookingSlots,
  orders,
  serviceBookings,
  visitInvoices,
  type ServiceBooking,
} from "../../../db/schema";
import { applianceLabel, brandLabel } from "~/modules/booking/booking.server";
import { slotNames, slotsForDate, type SlotName } from "~/modules/booking/booking-slots";

import { containsPattern } from "~/lib/like-pattern.server";
import { pageCountFor, type Paged } from "~/lib/pagination";
import { weekDays } from "./week";
import { isIsoDate, todayInIndia } from "~/lib/india-time";
import { bookingEventNote } from "~/modules/booking/booking-event-note";

export type BoardBooking = {
  id: number;
  reference: string;
  appliance: string;
  pincode: string;
  status: BookingStatus;
  /** The order an installation visit was booked with; null for a repair. */
  installationOrder: string | null;
};

export type BoardCell = {
  slot: SlotName;
  /** False for the regular slots on a Sunday and the emergency slot on other days. */
  offered: boolean;
  booked: number;
  capacity: number;
  bookings: BoardBooking[];
};

export type BoardDay = { date: string; isToday: boolean; cells: BoardCell[] };

/** A week of the booking board: seven days, each with the four slots; cancelled visits are left out. */
export async function bookingBoard(
  db: Database,
  monday: string,
  { capacity, now = new Date() }: { capacity: number; now?: Date },
): Promise<BoardDay[]> {
  const days = weekDays(monday);
  const last = days[6] ?? monday;
  const [bookings, places] = await Promise.all([
    db
      .select({
        id: serviceBookings.id,
        reference: serviceBookings.reference,
        appliance: serviceBookings.appliance,
        pincode: serviceBookings.pincode,
        status: serviceBookings.status,
        date: serviceBookings.date,
        slot: serviceBookings.slot,
        installationOrder: orders.orderNumber,
      })
      .from(serviceBookings)
      .leftJoin(orders, eq(orders.id, serviceBookings.orderId))
      .where(
        and(
          gte(serviceBookings.date, monday),
          lte(serviceBookings.date, last),
          ne(serviceBookings.status, "cancelled"),
        ),
      )
      .orderBy(asc(serviceBookings.createdAt), asc(serviceBookings.id)),
    db
      .select()
      .from(bookingSlots)
      .where(and(gte(bookingSlots.date, monday), lte(bookingSlots.date, last))),
  ]);
  const today = todayInIndia(now);
  return days.map((date) => ({
    date,
    isToday: date === today,
    cells: slotNames.map((slot) => {
      const place = places.find((row) => row.date === date && row.slot === slot);
      return {
        slot,
        offered: slotsForDate(date).includes(slot),
        booked: place?.booked ?? 0,
        capacity: place?.capacity ?? capacity,
        bookings: bookings
          .filter((row) => row.date === date && row.slot === slot)
          .map((row) => ({
            id: row.id,
            reference: row.reference,
            appliance: applianceLabel(row.appliance),
            pincode: row.pincode,
            status: row.status,
            installationOrder: row.installationOrder,
          })),
      };
    }),
  }));
}

export type BookingListFilters = {
  status?: BookingStatus;
  from?: string;
  to?: string;
  q?: string;
  page: number;
};

const bookingListPageSize = 20;

/** The list view's filters from the URL; values that make no sense are dropped, not errors. */
export function bookingListFilters(search: URLSearchParams, page: number): BookingListFilters {
  const status = search.get("status");
  const from = search.get("from");
  const to = search.get("to");
  const q = (search.get("q") ?? "").trim().slice(0, 60);
  return {
    status: (bookingStatuses as readonly string[]).includes(status ?? "")
      ? (status as BookingStatus)
      : undefined,
    from: from && isIsoDate(from) ? from : undefined,
    to: to && isIsoDate(to) ? to : undefined,
    q: q || undefined,
    page,
  };
}

export type BookingListRow = {
  id: number;
  reference: string;
  name: string;
  phone: string;
  appliance: string;
  brand: string;
  pincode: string;
  date: string;
  slot: SlotName;
  status: BookingStatus;
  technicianName: string | null;
  /** The order an installation visit was booked with; null for a repair. */
  installationOrder: string | null;
  /** In warranty or chargeable, once the booking is linked to an appliance we sold. */
  coverage: BookingCoverage | null;
};

function searchCondition(q: string): SQL | undefined {
  const digits = q.replace(/[\s+-]/g, "");
  const conditions = [
    ilike(serviceBookings.reference, containsPattern(q)),
    ilike(serviceBookings.name, containsPattern(q)),
  ];
  if (/^\d{3,}$/.test(digits)) {
    // '+91 98430 11111' and '098430 11111' find the stored ten digits
    const phone = digits.length > 10 ? digits.slice(-10) : digits;
    conditions.push(ilike(serviceBookings.phone, containsPattern(phone)));
  }
  return or(...conditions);
}

/** The list view: visit date newest first, then the newest booking first. */
export async function listBookings(
  db: Database,
  filters: BookingListFilters,
): Promise<Paged<BookingListRow>> {
  const where = and(
    filters.status ? eq(serviceBookings.status, filters.status) : undefined,
    filters.from ? gte(serviceBookings.date, filters.from) : undefined,
    filters.to ? lte(serviceBookings.date, filters.to) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(serviceBookings).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = pageCountFor(total, bookingListPageSize);
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({ row: serviceBookings, installationOrder: orders.orderNumber })
    .from(serviceBookings)
    .leftJoin(orders, eq(orders.id, serviceBookings.orderId))
    .where(where)
    .orderBy(desc(serviceBookings.date), desc(serviceBookings.createdAt), desc(serviceBookings.id))
    .limit(bookingListPageSize)
    .offset((page - 1) * bookingListPageSize);
  return {
    rows: rows.map(({ row, installationOrder }) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      phone: row.phone,
      appliance: applianceLabel(row.appliance),
      brand: brandLabel(row.brand),
      pincode: row.pincode,
      date: row.date,
      slot: row.slot,
      status: row.status,
      technicianName: row.technicianName,
      installationOrder,
      coverage: row.coverage,
    })),
    total,
    page,
    pageCount,
    pageSize: bookingListPageSize,
  };
}

type BookingHistoryEntry = { id: number; status: BookingStatus; note: string | null; at: string };

export type BookingDetail = {
  booking: Omit<ServiceBooking, "completedAt" | "cancelledAt" | "createdAt" | "updatedAt" | "visitCode"> & {
    applianceLabel: string;
    brandLabel: string;
    completedAt: string | null;
    cancelledAt: string | null;
    createdAt: string;
    /** The order an installation visit was booked with. */
    orderNumber: string | null;
    /** The service invoice of a completed visit. */
    invoice: { number: string; totalPaise: number; paymentMethod: VisitPaymentMethod } | null;
  };
  history: BookingHistoryEntry[];
};

/** Everything staff see about one booking: the full address and phone, and every history row with its note. */
export async function bookingDetail(db: Database, id: number): Promise<BookingDetail | null> {
  const [found] = await db
    .select({
      row: serviceBookings,
      orderNumber: orders.orderNumber,
      invoice: {
        number: visitInvoices.invoiceNumber,
        totalPaise: visitInvoices.totalPaise,
        paymentMethod: visitInvoices.paymentMethod,
      },
    })
    .from(serviceBookings)
    .leftJoin(orders, eq(orders.id, serviceBookings.orderId))
    .leftJoin(visitInvoices, eq(visitInvoices.bookingId, serviceBookings.id))
    .where(eq(serviceBookings.id, id));
  if (!found) return null;
  const { row, orderNumber, invoice } = found;
  const events = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  // The visit code is the customer's to read out to the technician: the desk never needs it.
  const { completedAt, cancelledAt, createdAt, updatedAt: _updatedAt, visitCode: _code, ...rest } = row;
  return {
    booking: {
      ...rest,
      applianceLabel: applianceLabel(row.appliance),
      brandLabel: brandLabel(row.brand),
      completedAt: completedAt?.toISOString() ?? null,
      cancelledAt: cancelledAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
      orderNumber,
      invoice,
    },
    history: events.map((event) => ({
      id: event.id,
      status: event.status,
      note: bookingEventNote(event, "en"),
      at: event.at.toISOString(),
    })),
  };
}
