import { Download } from "lucide-react";
import { Form, Link } from "react-router";

import { AdminSelectField, AdminTextField } from "~/components/admin/admin-fields";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminCard, AdminHeading, StatusPill, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatRupees } from "~/lib/money";
import { listOrders } from "~/modules/admin-orders/admin-order-queries.server";
import {
  filtersQuery,
  hasFilters,
  orderStatusTones,
  ordersPageSize,
  parseOrderFilters,
  paymentStatusLabels,
  statusFilterOptions,
} from "~/modules/admin-orders/order-filters";
import { statusLabels } from "~/modules/orders/order-rules";
import { paymentMethodLabels } from "~/modules/orders/payment-labels";
import { requireStaffPage } from "~/modules/staff/guard.server";
import { paymentMethods, paymentStatuses } from "../../../db/enums";

import type { Route } from "./+types/orders";
import { formatIndiaDateTime } from "~/lib/india-time";

export const meta: Route.MetaFunction = () => [{ title: "Orders | Back office" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const filters = parseOrderFilters(new URL(request.url).searchParams);
  const result = await listOrders(context.db, filters);
  return { filters: { ...filters, page: result.page }, ...result };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, page, pageCount } = loaderData;
  const filtered = hasFilters(filters);
  const first = total === 0 ? 0 : (page - 1) * ordersPageSize + 1;
  const last = Math.min(page * ordersPageSize, total);
  const exportQuery = filtersQuery(filters, 1);
  const summary =
    total === 0
      ? filtered
        ? "No orders match these filters."
        : "No orders yet."
      : `Showing ${first}–${last} of ${total} ${total === 1 ? "order" : "orders"}${filtered ? " matching the filters" : ""}.`;

  return (
    <>
      <AdminHeading
        title="Orders"
        description="Newest first. Dates are India time (IST)."
        actions={
          <a
            href={`/admin/orders.csv${exportQuery ? `?${exportQuery}` : ""}`}
            download
            className={buttonClass({ variant: "secondary" })}
          >
            <Download className="size-4" aria-hidden />
            Export CSV{filtered ? " (filtered)" : ""}
          </a>
        }
      />

      <AdminCard className="mb-4">
        <Form method="get" action="/admin/orders" role="search" aria-label="Filter orders">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
            <AdminTextField
              className="sm:col-span-2 lg:col-span-3"
              id="orders-q"
              label="Search"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              placeholder="Order number, phone or name"
              aria-describedby="orders-q-hint"
            >
              <p id="orders-q-hint" className="sr-only">
                Searches order numbers, customer phone numbers and names.
              </p>
            </AdminTextField>
            <AdminSelectField
              id="orders-status"
              name="status"
              label="Status"
              defaultValue={filters.status}
              anyLabel="Any status"
              options={statusFilterOptions}
            />
            <AdminSelectField
              id="orders-method"
              name="method"
              label="Payment method"
              defaultValue={filters.method}
              anyLabel="Any method"
              options={paymentMethods.map((method) => ({
                value: method,
                label: paymentMethodLabels[method],
              }))}
            />
            <AdminSelectField
              id="orders-payment"
              name="payment"
              label="Payment"
              defaultValue={filters.payment}
              anyLabel="Paid or not"
              options={paymentStatuses.map((status) => ({
                value: status,
                label: paymentStatusLabels[status],
              }))}
            />
            <AdminTextField
              id="orders-from"
              label="Placed from"
              type="date"
              name="from"
              defaultValue={filters.from ?? ""}
            />
            <AdminTextField
              id="orders-to"
              label="Placed to"
              type="date"
              name="to"
              defaultValue={filters.to ?? ""}
            />
            <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
              <button type="submit" className={buttonClass()}>
                Apply filters
              </button>
              {filtered ? (
                <Link to="/admin/orders" className={buttonClass({ variant: "ghost" })}>
                  Clear filters
                </Link>
              ) : null}
            </div>
          </div>
        </Form>
      </AdminCard>

      <p role="status" className="mb-3 text-sm text-slate-700">
        {summary}
      </p>

      {rows.length > 0 ? (
        <>
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
                      <StatusPill tone={orderStatusTones[order.status]}>
                        {statusLabels[order.status]}
                      </StatusPill>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

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
        </>
      ) : filtered ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          Try fewer filters, or{" "}
          <Link to="/admin/orders" className="font-medium text-brand-700 underline">
            show every order
          </Link>
          .
        </p>
      ) : null}

      <AdminPagination label="Order pages" page={page} pageCount={pageCount} />
    </>
  );
}
