import { Icon } from "~/components/ui/icon";
import { data, Link } from "react-router";

import { AdminHeading, StatusPill } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatRupees } from "~/lib/money";
import {
  OrderCustomerCard,
  OrderHistoryCard,
  OrderItemsCard,
  OrderPaymentCard,
} from "~/modules/admin-orders/components/order-detail-cards";
import { OrderActionsPanel } from "~/modules/admin-orders/components/order-actions-panel";
import { PaymentEntryForm } from "~/modules/admin-orders/components/payment-entry-form";
import { OrderInstallationCard } from "~/modules/admin-orders/components/order-installation-card";
import { installationByLabels } from "~/modules/orders/installation-by";
import { OrderSerialsCard, UnitSerialFields } from "~/modules/admin-orders/components/unit-serials";
import { performOrderAction } from "~/modules/admin-orders/order-actions.server";
import { RefundPanel } from "~/modules/admin-orders/components/refund-form";
import { performRefund, refundState } from "~/modules/admin-orders/refund-actions.server";
import { getEnv } from "~/lib/env.server";
import { paymentGateway } from "~/modules/payments/gateway.server";
import { saveOrderSerials } from "~/modules/admin-orders/order-serials.server";
import { orderUnits } from "~/modules/appliances/appliance-records.server";
import { postedSerials } from "~/modules/appliances/serial-number";
import { orderStatusTones, paymentStatusLabels } from "~/modules/admin-orders/order-filters";
import { getOrderById } from "~/modules/orders/order-lookup.server";
import { statusLabels } from "~/modules/orders/order-rules";
import { paymentMethodLabels } from "~/modules/orders/payment-labels";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";
import type { OrderStatus } from "../../../db/enums";

import { OrderReturnsCard } from "~/modules/admin-orders/components/order-returns-card";
import type { Route } from "./+types/order-detail";
import { formatIndiaDateTime, todayInIndia } from "~/lib/india-time";
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
  return {
    order,
    // written here, so the page's script does not carry the labels
    installedBy:
      !order.installation && order.installationBy && order.installationBy !== "dealer"
        ? installationByLabels[order.installationBy]
        : null,
    confirmCancel,
    units: await orderUnits(context.db, order.id),
    refund: await refundState(context.db, order),
    today: todayInIndia(),
  };
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
  const intent = field(form, "intent") ?? "";
  const result =
    intent === "serials"
      ? await saveOrderSerials(context.db, user, id, postedSerials(form))
      : intent === "refund" || intent === "send-refund"
        ? await performRefund(
            context.db,
            user,
            id,
            {
              intent,
              refundId: field(form, "refundId"),
              channel: field(form, "channel"),
              amount: field(form, "amount"),
              reference: field(form, "reference"),
              refundedOn: field(form, "refundedOn"),
            },
            { gateway: paymentGateway(getEnv()) },
          )
        : await performOrderAction(context.db, user, id, {
            intent,
            trackingId: field(form, "trackingId"),
            confirm: field(form, "confirm"),
            note: field(form, "note"),
            serials: postedSerials(form),
            payment: {
              channel: field(form, "channel"),
              amount: field(form, "amount"),
              reference: field(form, "reference"),
              receivedOn: field(form, "receivedOn"),
            },
          });
  if (result.ok) return data(result);
  const { status, ...feedback } = result;
  return data(feedback, { status });
}

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, installedBy, confirmCancel, units, refund, today } = loaderData;
  const feedback = actionData ?? null;
  const serialErrors = feedback && "serialErrors" in feedback ? feedback.serialErrors : undefined;
  const paymentErrors = feedback && "paymentErrors" in feedback ? feedback.paymentErrors : undefined;
  const refundErrors = feedback && "refundErrors" in feedback ? feedback.refundErrors : undefined;
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
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
          <>
            <a href={`/admin/orders/${order.id}/invoice`} className={buttonClass({ variant: "secondary" })}>
              <Icon name="printer" className="size-4" />
              {order.replacesOrderNumber ? "Print challan" : "Print invoice"} {order.invoiceNumber}
            </a>
            {order.creditNotes.map((note) => (
              <a
                key={note.number}
                href={`/admin/orders/${order.id}/invoice?${new URLSearchParams({ note: note.number })}`}
                className={buttonClass({ variant: "secondary" })}
              >
                <Icon name="printer" className="size-4" />
                Credit note {note.number}
              </a>
            ))}
          </>
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
            <Icon name="circle-check" className="size-5 shrink-0" />
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
            deliverFields={<UnitSerialFields units={units} errors={serialErrors} idPrefix="deliver" />}
            paymentForm={
              <PaymentEntryForm
                order={order}
                duePaise={Math.max(order.totalPaise - order.money.receivedPaise, 0)}
                today={today}
                errors={paymentErrors}
              />
            }
          />
          <RefundPanel
            orderId={order.id}
            refunds={order.money.refunds}
            duePaise={refund.duePaise}
            gatewayPaid={refund.gatewayPaid}
            today={today}
            errors={refundErrors}
          />
        </div>

        <div className="space-y-4 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <OrderItemsCard order={order} />
          <OrderReturnsCard order={order} />
          {order.installation ? (
            <OrderInstallationCard visit={order.installation} />
          ) : installedBy ? (
            <p
              data-testid="order-installation-choice"
              className="rounded-xl bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200"
            >
              Installation: {installedBy} (the customer&apos;s choice at checkout). No visit of ours, no
              installation charge.
            </p>
          ) : null}
          {order.status === "delivered" && units.some((unit) => unit.applianceId !== null) ? (
            <OrderSerialsCard orderId={order.id} units={units} errors={serialErrors} />
          ) : null}

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <OrderCustomerCard shipping={order.shipping} />
            <OrderPaymentCard order={order} />
          </div>

          <OrderHistoryCard events={order.events} />
        </div>
      </div>
    </>
  );
}
