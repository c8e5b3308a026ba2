import { Link } from "react-router";

import { AdminCard } from "~/components/admin/admin-ui";
import { formatLongDate } from "~/lib/india-time";
import type { PartOrderView } from "~/modules/field-service/part-order-view";

/** The parts desk's list: every order still expected from a brand, the earliest first, with its visit. */
export function OpenPartOrders({ orders }: { orders: PartOrderView[] }) {
  return (
    <AdminCard title="Expected from brands">
      <p className="mb-3 text-sm text-slate-700">
        Mark an order received on its booking: its parts go into stock, kept for that visit.
      </p>
      <ul className="divide-y divide-slate-200">
        {orders.map((order) => (
          <li key={order.id} className="py-2 text-sm text-slate-800">
            <span className="font-semibold text-slate-900">
              {order.orderNumber} to {order.brand}
            </span>
            , expected by {formatLongDate(order.expectedOn)}:{" "}
            {order.lines.map((line) => `${line.name} × ${line.quantity}`).join(", ")}. For{" "}
            <Link
              to={`/admin/bookings/${order.bookingId}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {order.bookingReference}
            </Link>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
