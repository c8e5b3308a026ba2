import type { BookingSlotName, BookingStatus } from "../../../db/enums";
import type { OrderListRow } from "./admin-order-queries.server";

type OrderFigures = { count: number; revenuePaise: number };
export type SalesDay = { date: string; orders: number; revenuePaise: number };

export type DashboardStats = {
  /** YYYY-MM-DD in India. */
  today: string;
  /** The Monday of this week, in India. */
  weekStart: string;
  /** Orders placed (every status) and revenue (all but cancelled). */
  todayOrders: OrderFigures;
  weekOrders: OrderFigures;
  /** UPI orders, not cancelled, whose payment has not been marked received. */
  pendingUpi: { count: number; amountPaise: number };
  unreadMessages: number;
  /** Return requests waiting for an answer or for their pickup's inspection. */
  openReturns: number;
  /** Open complaints to the grievance officer, and how many are past a deadline. */
  complaints: { open: number; overdue: number };
  lowStock: { id: number; title: string; stock: number }[];
  lowStockCount: number;
  /** The next 7 days from today, every day present (0 when none); cancelled bookings left out. */
  bookingsByDay: { date: string; count: number }[];
  upcomingBookings: {
    id: number;
    reference: string;
    name: string;
    appliance: string;
    date: string;
    slot: BookingSlotName;
    status: BookingStatus;
  }[];
  /** The last 30 days up to today, oldest first, every day present; cancelled orders left out. */
  sales: SalesDay[];
  recentOrders: OrderListRow[];
};

export const lowStockThreshold = 3;
export const salesDays = 30;
export const bookingDays = 7;
