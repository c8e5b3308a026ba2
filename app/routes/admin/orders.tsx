import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";

import { AdminSelectField, AdminTextField } from "~/components/admin/admin-fields";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminCard, AdminHeading } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { listOrders } from "~/modules/admin-orders/admin-order-queries.server";
import { OrderCards, OrderTable } from "~/modules/admin-orders/components/order-list";
import {
  awaitingUpiHref,
  filtersQuery,
  hasFilters,
  ordersPageSize,
  parseOrderFilters,
  paymentStatusLabels,
  statusFilterOptions,
} from "~/modules/admin-orders/order-filters";
import { paymentMethodLabels } from "~/modules/orders/payment-labels";
import { requireStaffPage } from "~/modules/staff/guard.server";
import { paymentMethods, paymentStatuses } from "../../../db/enums";

import type { Route } from "./+types/orders";

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
        description={`${filters.oldest ? "Oldest first" : "Newest first"}. Dates are India time (IST).`}
        actions={
          <>
            <Link to={awaitingUpiHref} className={buttonClass({ variant: "secondary" })}>
              <Icon name="qr-code" className="size-4" />
              UPI awaiting payment
            </Link>
            <a
              href={`/admin/orders.csv${exportQuery ? `?${exportQuery}` : ""}`}
              download
              className={buttonClass({ variant: "secondary" })}
            >
              <Icon name="download" className="size-4" />
              Export CSV{filtered ? " (filtered)" : ""}
            </a>
          </>
        }
      />

      <AdminCard className="mb-4">
        <Form method="get" action="/admin/orders" role="search" aria-label="Filter orders">
          {filters.oldest ? <input type="hidden" name="sort" value="oldest" /> : null}
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
          <OrderTable rows={rows} page={page} pageCount={pageCount} />

          <OrderCards rows={rows} />
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
