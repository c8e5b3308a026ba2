import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { AdminCard, StatusPill } from "~/components/admin/admin-ui";
import { formatRupees } from "~/lib/money";
import { lowStockThreshold, type DashboardStats } from "~/modules/admin-orders/dashboard-view";
import { orderStatusTones } from "~/modules/admin-orders/order-filters";
import { statusLabels } from "~/modules/orders/order-rules";
import { bookingAppliances } from "~/modules/booking/booking-options";
import { slots } from "~/modules/booking/booking-slots";
import { formatIndiaDateTime, formatWeekday } from "~/lib/india-time";

const applianceLabels = new Map<string, string>(bookingAppliances.map((item) => [item.value, item.label]));

/** A whole list row as one link: an easy tap target that still reads as one item. */
const rowLink =
  "group flex min-h-11 gap-3 rounded-md px-2 py-2 text-sm hover:bg-slate-50 " +
  "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One figure of the day at a glance, linking to the list behind it. */
export function StatCard({
  to,
  label,
  value,
  unit,
  detail,
  attention = false,
}: {
  to: string;
  label: string;
  value: number;
  unit: string;
  detail: ReactNode;
  attention?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={clsx(
          "group flex h-full flex-col rounded-xl border bg-white p-4 shadow-sm transition-colors",
          "hover:border-brand-500 focus-ring",
          attention ? "border-amber-300" : "border-slate-200",
        )}
      >
        <span className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
          {label}
          <Icon
            name="arrow-right"
            className="size-4 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600"
          />
        </span>
        <span className="mt-1">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{value}</span>{" "}
          <span className="text-sm font-medium text-slate-700">{unit}</span>
        </span>
        <span className="mt-0.5 text-sm text-slate-600">{detail}</span>
      </Link>
    </li>
  );
}

/** Booked visits for each of the next seven days, as bars. */
export function BookingsByDayCard({ bookingsByDay }: { bookingsByDay: DashboardStats["bookingsByDay"] }) {
  const busiestDay = Math.max(1, ...bookingsByDay.map((day) => day.count));
  return (
    <AdminCard title="Bookings, next 7 days">
      <ul role="list" className="divide-y divide-slate-100">
        {bookingsByDay.map((entry, index) => (
          <li key={entry.date}>
            <Link
              to={`/admin/bookings?from=${entry.date}&to=${entry.date}`}
              className="flex min-h-11 items-center gap-3 rounded-md px-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="w-24 shrink-0 text-slate-700">
                {index === 0 ? "Today" : formatWeekday(entry.date)}
              </span>
              <span className="h-2 flex-1 rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className="block h-2 rounded-full bg-brand-500"
                  style={{ width: `${(entry.count / busiestDay) * 100}%` }}
                />
              </span>
              <span className="w-20 shrink-0 text-right font-medium text-slate-900 tabular-nums">
                {plural(entry.count, "visit")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}

/** The latest orders, the next service visits and the products running low. */
export function DashboardLists({ stats }: { stats: DashboardStats }) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
      <AdminCard title="Latest orders">
        {stats.recentOrders.length === 0 ? (
          <p className="text-sm text-slate-600">No orders yet.</p>
        ) : (
          <ul role="list" className="-mx-2 divide-y divide-slate-100">
            {stats.recentOrders.map((order) => (
              <li key={order.id}>
                <Link to={`/admin/orders/${order.id}`} className={`${rowLink} justify-between`}>
                  <span className="min-w-0">
                    <span className="block font-mono font-semibold text-brand-700 group-hover:underline">
                      {order.orderNumber}
                    </span>
                    <span className="block truncate text-slate-600">
                      {order.name} · {formatIndiaDateTime(order.placedAt)}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block font-semibold text-slate-900 tabular-nums">
                      {formatRupees(order.totalPaise)}
                    </span>
                    <StatusPill tone={orderStatusTones[order.status]}>
                      {statusLabels[order.status]}
                    </StatusPill>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>

      <AdminCard title="Next service visits">
        {stats.upcomingBookings.length === 0 ? (
          <p className="text-sm text-slate-600">No visits booked for the next 7 days.</p>
        ) : (
          <ul role="list" className="-mx-2 divide-y divide-slate-100">
            {stats.upcomingBookings.map((booking) => (
              <li key={booking.id}>
                <Link to={`/admin/bookings/${booking.id}`} className={rowLink}>
                  <span className="min-w-0">
                    <span className="block font-semibold text-brand-700 group-hover:underline">
                      {booking.name}
                    </span>
                    <span className="block text-slate-600">
                      {booking.date === stats.today ? "Today" : formatWeekday(booking.date)},{" "}
                      {slots[booking.slot].label.toLowerCase()} ·{" "}
                      {applianceLabels.get(booking.appliance) ?? booking.appliance}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>

      <AdminCard title="Low stock">
        {stats.lowStock.length === 0 ? (
          <p className="text-sm text-slate-600">Every product has more than {lowStockThreshold} in stock.</p>
        ) : (
          <ul role="list" className="-mx-2 divide-y divide-slate-100">
            {stats.lowStock.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/admin/products/${product.id}`}
                  className={`${rowLink} items-center justify-between`}
                >
                  <span className="min-w-0 font-medium text-slate-800 group-hover:text-brand-700 group-hover:underline">
                    {product.title}
                  </span>
                  <StatusPill tone={product.stock === 0 ? "danger" : "warning"}>
                    {product.stock === 0 ? "Out of stock" : `${product.stock} left`}
                  </StatusPill>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {stats.lowStockCount > stats.lowStock.length ? (
          <p className="mt-2 text-sm">
            <Link
              to="/admin/products?sort=low-stock"
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            >
              All {stats.lowStockCount} low-stock products
            </Link>
          </p>
        ) : null}
      </AdminCard>
    </div>
  );
}
