import { CircleCheck, Printer } from "lucide-react";
import { data, Link } from "react-router";

import { AdminCard, AdminHeading, StatusPill, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatRupees } from "~/lib/money";
import { OrderActionsPanel } from "~/modules/admin-orders/components/order-actions-panel";
import { performOrderAction } from "~/modules/admin-orders/order-actions.server";
import { orderStatusTones, paymentStatusLabels } from "~/modules/admin-orders/order-filters";
import { getOrderById } from "~/modules/orders/order-lookup.server";
import { statusLabels } from "~/modules/orders/order-rules";
import { paymentMethodLabels } from "~/modules/orders/payment-labels";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";
import type { OrderStatus } from "../../../db/enums";

import type { Route } from "./+types/order-detail";
import { formatFullDate, formatIndiaDateTime } from "~/lib/india-time";
import { phoneHref } from "~/lib/phone";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.order ? `Order ${data.order.orderNumber}` : "Order"} | Back office` },
];

function orderId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const id = orderId(params.id);
  const order = id === null ? null : await getOrderById(context.db, id);
  if (!order) throw data("Order not found", { status: 404 });
  const confirmCancel = new URL(request.url).searchParams.get("confirm") === "cancel";
  return { order, confirmCancel };
}

function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 600) : undefined;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const id = orderId(params.id);
  if (id === null)
    return data({ ok: false, intent: null, message: "Order not found." } as const, { status: 404 });
  const form = await readForm(request);
  const result = await performOrderAction(context.db, user, id, {
    intent: field(form, "intent") ?? "",
    trackingId: field(form, "trackingId"),
    confirm: field(form, "confirm"),
    note: field(form, "note"),
  });
  if (result.ok) return data(result);
  const { status, ...feedback } = result;
  return data(feedback, { status });
}

const eventLabels: Record<string, string> = { ...statusLabels, paid: "Payment received" };

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, confirmCancel } = loaderData;
  const feedback = actionData ?? null;
  const paidEvent = order.events.findLast((event) => event.status === "paid");
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const shipping = order.shipping;
  const open: OrderStatus[] = ["placed", "packed", "shipped"];

  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to="/admin/orders"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">←&nbsp;</span>All orders
        </Link>
      </p>
      <AdminHeading
        title={`Order ${order.orderNumber}`}
        description={
          <>
            Placed <time dateTime={order.placedAt}>{formatIndiaDateTime(order.placedAt)}</time> ·{" "}
            {itemCount === 1 ? "1 item" : `${itemCount} items`} · {formatRupees(order.totalPaise)}
          </>
        }
        actions={
          <a href={`/admin/orders/${order.id}/invoice`} className={buttonClass({ variant: "secondary" })}>
            <Printer className="size-4" aria-hidden />
            Print invoice
          </a>
        }
      />

      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Status:</span>
        <StatusPill tone={orderStatusTones[order.status]}>{statusLabels[order.status]}</StatusPill>
        <span className="ml-2">Payment:</span>
        <StatusPill tone={order.paymentStatus === "paid" ? "success" : "warning"}>
          {paymentMethodLabels[order.paymentMethod]}, {paymentStatusLabels[order.paymentStatus].toLowerCase()}
        </StatusPill>
      </div>

      <div role="status" className="empty:hidden">
        {feedback?.ok ? (
          <p className="mb-4 flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            <CircleCheck className="size-5 shrink-0" aria-hidden />
            {feedback.message}
          </p>
        ) : null}
      </div>
      {feedback && !feedback.ok && !("field" in feedback && feedback.field) ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {feedback.message}
        </p>
      ) : null}

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-start-3 lg:row-start-1">
          <OrderActionsPanel
            order={order}
            confirmCancel={confirmCancel && open.includes(order.status)}
            feedback={feedback && "message" in feedback ? feedback : null}
          />
        </div>

        <div className="space-y-4 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <AdminCard title="Items">
            <div className="-mx-4 overflow-x-auto">
              <table className={adminTable.table}>
                <thead className={adminTable.head}>
                  <tr>
                    <th scope="col" className={`${adminTable.th} pl-4`}>
                      Product
                    </th>
                    <th scope="col" className={`${adminTable.th} text-right`}>
                      Price
                    </th>
                    <th scope="col" className={`${adminTable.th} text-right`}>
                      Qty
                    </th>
                    <th scope="col" className={`${adminTable.th} pr-4 text-right`}>
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line, index) => (
                    <tr key={`${line.productId}-${index}`} className="border-t border-slate-100">
                      <td className={`${adminTable.td} pl-4`}>
                        <Link
                          to={`/admin/products/${line.productId}`}
                          className="font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
                        >
                          {line.title}
                        </Link>
                        {line.mrpPaise && line.mrpPaise > line.unitPricePaise ? (
                          <span className="block text-xs text-slate-600">
                            MRP {formatRupees(line.mrpPaise)}
                          </span>
                        ) : null}
                      </td>
                      <td className={`${adminTable.td} text-right whitespace-nowrap tabular-nums`}>
                        {formatRupees(line.unitPricePaise)}
                      </td>
                      <td className={`${adminTable.td} text-right tabular-nums`}>{line.quantity}</td>
                      <td
                        className={`${adminTable.td} pr-4 text-right font-medium whitespace-nowrap tabular-nums`}
                      >
                        {formatRupees(line.lineTotalPaise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200">
                  {order.discountPaise > 0 ? (
                    <tr>
                      <th
                        scope="row"
                        colSpan={3}
                        className={`${adminTable.td} pl-4 text-right font-normal text-slate-600`}
                      >
                        Saved against MRP
                      </th>
                      <td className={`${adminTable.td} pr-4 text-right text-slate-600 tabular-nums`}>
                        {formatRupees(order.discountPaise)}
                      </td>
                    </tr>
                  ) : null}
                  <tr>
                    <th
                      scope="row"
                      colSpan={3}
                      className={`${adminTable.td} pl-4 text-right font-semibold text-slate-900`}
                    >
                      Total (free delivery)
                    </th>
                    <td className={`${adminTable.td} pr-4 text-right font-bold text-slate-900 tabular-nums`}>
                      {formatRupees(order.totalPaise)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </AdminCard>

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <AdminCard title="Customer">
              <p className="font-medium text-slate-900">{shipping.name}</p>
              <p className="text-sm">
                <a
                  href={phoneHref(shipping.phone)}
                  className="text-brand-700 underline underline-offset-2 tabular-nums"
                >
                  {shipping.phone}
                </a>
              </p>
              <p className="text-sm break-all">
                <a
                  href={`mailto:${shipping.email}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
                >
                  {shipping.email}
                </a>
              </p>
              <h3 className="mt-3 text-sm font-semibold text-slate-900">Deliver to</h3>
              <address className="text-sm text-slate-700 not-italic">
                {shipping.address}
                {shipping.address2 ? (
                  <>
                    <br />
                    {shipping.address2}
                  </>
                ) : null}
                <br />
                {shipping.city}, {shipping.state} {shipping.pincode}
                <br />
                {shipping.country}
              </address>
            </AdminCard>

            <AdminCard title="Payment and delivery">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-slate-600">Method</dt>
                <dd className="text-slate-900">{paymentMethodLabels[order.paymentMethod]}</dd>
                <dt className="text-slate-600">Payment</dt>
                <dd className="text-slate-900">
                  {order.paymentStatus === "paid"
                    ? `Received${paidEvent ? ` ${formatIndiaDateTime(paidEvent.at)}` : ""}`
                    : order.status === "cancelled"
                      ? "Not received"
                      : "Waiting"}
                </dd>
                <dt className="text-slate-600">Tracking ID</dt>
                <dd className="font-mono text-slate-900">{order.trackingId ?? "—"}</dd>
                {order.status === "cancelled" || order.status === "delivered" ? null : (
                  <>
                    <dt className="text-slate-600">Promised by</dt>
                    <dd className="text-slate-900">{formatFullDate(order.estimatedDelivery)}</dd>
                  </>
                )}
              </dl>
            </AdminCard>
          </div>

          <AdminCard title="History">
            <ol className="space-y-3">
              {order.events
                .map((event, index) => ({ ...event, key: index }))
                .reverse()
                .map((event) => (
                  <li key={event.key} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 size-2.5 shrink-0 rounded-full ${event.status === "cancelled" ? "bg-red-600" : event.status === "paid" ? "bg-emerald-600" : "bg-brand-600"}`}
                    />
                    <div>
                      <p className="text-sm font-medium text-slate-900">
                        {eventLabels[event.status] ?? event.status}
                      </p>
                      <p className="text-sm text-slate-600">
                        <time dateTime={event.at}>{formatIndiaDateTime(event.at)}</time>
                        {event.note && event.note !== eventLabels[event.status] ? ` · ${event.note}` : ""}
                      </p>
                    </div>
                  </li>
                ))}
            </ol>
          </AdminCard>
        </div>
      </div>
    </>
  );
}
