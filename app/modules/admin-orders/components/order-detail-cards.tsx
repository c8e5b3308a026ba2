import { Link } from "react-router";

import { AdminCard, adminTable } from "~/components/admin/admin-ui";
import { formatRupees, formatRupeesWithPaise } from "~/lib/money";
import type { PaymentChannel, RefundChannel } from "../../../../db/enums";
import { statusLabels } from "~/modules/orders/order-rules";
import { orderEventNote } from "~/modules/orders/order-event-note";
import type { OrderView } from "~/modules/orders/order-view";
import { paymentMethodLabels } from "~/modules/orders/payment-labels";
import { formatFullDate, formatIndiaDateTime } from "~/lib/india-time";
import { phoneHref } from "~/lib/phone";

const eventLabels: Record<string, string> = {
  ...statusLabels,
  paid: "Paid in full",
  payment: "Part payment received",
  refund: "Refund",
};

/** The order's lines with the saving against MRP and the total. */
export function OrderItemsCard({ order }: { order: OrderView }) {
  return (
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
                    <span className="block text-xs text-slate-600">MRP {formatRupees(line.mrpPaise)}</span>
                  ) : null}
                </td>
                <td className={`${adminTable.td} text-right whitespace-nowrap tabular-nums`}>
                  {formatRupees(line.unitPricePaise)}
                </td>
                <td className={`${adminTable.td} text-right tabular-nums`}>{line.quantity}</td>
                <td className={`${adminTable.td} pr-4 text-right font-medium whitespace-nowrap tabular-nums`}>
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
            {order.installationChargePaise > 0 ? (
              <tr>
                <th
                  scope="row"
                  colSpan={3}
                  className={`${adminTable.td} pl-4 text-right font-normal text-slate-600`}
                >
                  Installation
                </th>
                <td className={`${adminTable.td} pr-4 text-right text-slate-900 tabular-nums`}>
                  {formatRupees(order.installationChargePaise)}
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
  );
}

/** Who ordered and where it goes. */
export function OrderCustomerCard({ shipping }: { shipping: OrderView["shipping"] }) {
  return (
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
  );
}

/** Whether a cash-on-delivery order that waits for it has the customer's confirmation (order-limits.ts). */
function codConfirmationText({ codConfirmedAt, confirmBy }: OrderView["customerUpdates"]): string {
  if (codConfirmedAt) return `Confirmed by the customer ${formatIndiaDateTime(codConfirmedAt)}`;
  return confirmBy
    ? `Waiting for the customer to confirm (their message's link, a sign-in, or your call); cancelled automatically at ${formatIndiaDateTime(confirmBy)} if not`
    : "Not confirmed: call the customer before sending";
}

/** How it is paid and where the parcel is. */
export function OrderPaymentCard({ order }: { order: OrderView }) {
  const { money } = order;
  return (
    <AdminCard title="Payment and delivery">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">Method</dt>
        <dd className="text-slate-900">{paymentMethodLabels[order.paymentMethod]}</dd>
        <dt className="text-slate-600">Payment</dt>
        <dd className="text-slate-900" data-testid="payment-balance">
          {paymentSummary(order)}
        </dd>
        {order.customerUpdates.codConfirmNeeded ? (
          <>
            <dt className="text-slate-600">Cash on delivery</dt>
            <dd className="text-slate-900">{codConfirmationText(order.customerUpdates)}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">Customer updates</dt>
        <dd className="text-slate-900">
          {order.customerUpdates.consent ? "SMS and WhatsApp" : "None (not wanted)"}
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
      {money.payments.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Payments received</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-800" data-testid="payments-received">
            {money.payments.map((payment, index) => (
              <li key={index}>
                {formatRupeesWithPaise(payment.amountPaise)} · {paymentChannelLabels[payment.channel]}
                {payment.reference ? <span className="font-mono"> {payment.reference}</span> : null} ·{" "}
                <time dateTime={payment.receivedAt}>{formatIndiaDateTime(payment.receivedAt)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {money.refunds.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Refunds</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-800" data-testid="refunds">
            {money.refunds.map((refund, index) => (
              <li key={index}>
                {formatRupeesWithPaise(refund.amountPaise)} · {refundChannelLabels[refund.channel]} ·{" "}
                {refund.status}
                {refund.reference ? <span className="font-mono"> {refund.reference}</span> : null}
                {refund.creditNote ? ` · credit note ${refund.creditNote}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </AdminCard>
  );
}

/** What was received against the order's total, and what went back. */
function paymentSummary(order: OrderView): string {
  const { receivedPaise, refundedPaise } = order.money;
  const rupees = formatRupeesWithPaise;
  if (receivedPaise === 0) return order.status === "cancelled" ? "Not received" : "Waiting";
  const balance = order.totalPaise - receivedPaise;
  const received =
    order.status === "cancelled" || balance === 0
      ? `${rupees(receivedPaise)} received${balance === 0 && order.status !== "cancelled" ? " in full" : ""}`
      : balance > 0
        ? `${rupees(receivedPaise)} received, ${rupees(balance)} short`
        : `${rupees(receivedPaise)} received, ${rupees(-balance)} over the total`;
  return refundedPaise > 0 ? `${received}; ${rupees(refundedPaise)} refunded` : received;
}

const paymentChannelLabels: Record<PaymentChannel, string> = {
  cash: "cash",
  upi: "UPI, UTR",
  card: "card, slip",
  gateway: "online, payment",
};

const refundChannelLabels: Record<RefundChannel, string> = {
  gateway: "through the gateway",
  cash: "in cash",
  upi: "by UPI",
  bank: "by bank transfer",
};

/** Every step of the order, newest first. */
export function OrderHistoryCard({ events }: { events: OrderView["events"] }) {
  return (
    <AdminCard title="History">
      <ol className="space-y-3">
        {events
          .map((event, index) => ({ ...event, note: orderEventNote(event, "en"), key: index }))
          .reverse()
          .map((event) => (
            <li key={event.key} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${event.status === "cancelled" ? "bg-red-600" : event.status === "paid" || event.status === "payment" ? "bg-emerald-600" : "bg-brand-600"}`}
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
  );
}
