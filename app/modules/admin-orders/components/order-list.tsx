import { Link } from "react-router";

import { StatusPill, adminTable } from "~/components/admin/admin-ui";
import { formatRupees } from "~/lib/money";
import type { OrderListRow } from "~/modules/admin-orders/admin-order-queries.server";
import { orderStatusTones, paymentStatusLabels } from "~/modules/admin-orders/order-filters";
import { statusLabels } from "~/modules/orders/order-rules";
import { paymentMethodLabels } from "~/modules/orders/payment-labels";
import { formatIndiaDateTime } from "~/lib/india-time";

/** Wider screens: one table row per order. */
export function OrderTable({
  rows,
  page,
  pageCount,
}: {
  rows: OrderListRow[];
  page: number;
  pageCount: number;
}) {
  return (
    <div className={`${adminTable.wrap} hidden md:block`}>
      <table className={adminTable.table}>
        <caption className="sr-only">
          Orders, page {page} of {pageCount}
        </caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.th}>
              Order
            </th>
            <th scope="col" className={adminTable.th}>
              Placed
            </th>
            <th scope="col" className={adminTable.th}>
              Customer
            </th>
            <th scope="col" className={`${adminTable.th} text-right`}>
              Items
            </th>
            <th scope="col" className={`${adminTable.th} text-right`}>
              Total
            </th>
            <th scope="col" className={adminTable.th}>
              Payment
            </th>
            <th scope="col" className={adminTable.th}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id} className={adminTable.row}>
              <td className={adminTable.td}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-mono font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {order.orderNumber}
                </Link>
              </td>
              <td className={`${adminTable.td} whitespace-nowrap text-slate-700`}>
                <time dateTime={order.placedAt}>{formatIndiaDateTime(order.placedAt)}</time>
              </td>
              <td className={adminTable.td}>
                <span className="block font-medium text-slate-900">{order.name}</span>
                <span className="text-slate-600 tabular-nums">{order.phone}</span>
                <span className="text-slate-600"> · {order.city}</span>
              </td>
              <td className={`${adminTable.td} text-right tabular-nums`}>{order.itemCount}</td>
              <td className={`${adminTable.td} text-right font-medium whitespace-nowrap tabular-nums`}>
                {formatRupees(order.totalPaise)}
              </td>
              <td className={adminTable.td}>
                <span className="block whitespace-nowrap text-slate-700">
                  {paymentMethodLabels[order.paymentMethod]}
                </span>
                <StatusPill tone={order.paymentStatus === "paid" ? "success" : "warning"}>
                  {paymentStatusLabels[order.paymentStatus]}
                </StatusPill>
              </td>
              <td className={adminTable.td}>
                <StatusPill tone={orderStatusTones[order.status]}>{statusLabels[order.status]}</StatusPill>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per order instead of the table. */
export function OrderCards({ rows }: { rows: OrderListRow[] }) {
  return (
    <ul role="list" className="space-y-2 md:hidden">
      {rows.map((order) => (
        <li key={order.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`/admin/orders/${order.id}`}
              className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {order.orderNumber}
            </Link>
            <span className="pt-2.5 font-semibold text-slate-900 tabular-nums">
              {formatRupees(order.totalPaise)}
            </span>
          </div>
          <p className="text-sm text-slate-800">
            {order.name} · <span className="tabular-nums">{order.phone}</span>
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={order.placedAt}>{formatIndiaDateTime(order.placedAt)}</time> ·{" "}
            {order.itemCount === 1 ? "1 item" : `${order.itemCount} items`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusPill tone={orderStatusTones[order.status]}>{statusLabels[order.status]}</StatusPill>
            <StatusPill tone={order.paymentStatus === "paid" ? "success" : "warning"}>
              {paymentMethodLabels[order.paymentMethod]}: {paymentStatusLabels[order.paymentStatus]}
            </StatusPill>
          </div>
        </li>
      ))}
    </ul>
  );
}
