import { Form, useNavigation } from "react-router";

import { AdminCard, StatusPill, type PillTone } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatIndiaDateLong, formatLongDate } from "~/lib/india-time";
import type { PartOrderView } from "~/modules/field-service/part-order-view";

const statusPills: Record<PartOrderView["status"], [PillTone, string]> = {
  ordered: ["warning", "Ordered"],
  received: ["success", "Received"],
  cancelled: ["neutral", "Cancelled"],
};

/** One order to the brand: its lines, the PDF for the brand's parts desk, and what the desk does next. */
function PartOrderItem({ order, busy }: { order: PartOrderView; busy: boolean }) {
  const [tone, label] = statusPills[order.status];
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {order.orderNumber} to {order.brand}
        </h3>
        <StatusPill tone={tone}>{label}</StatusPill>
      </div>
      <ul className="mt-2 text-sm text-slate-800">
        {order.lines.map((line) => (
          <li key={line.partId}>
            {line.name} × {line.quantity}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        Ordered {formatIndiaDateLong(order.orderedAt)}
        {order.status === "ordered" ? `, expected by ${formatLongDate(order.expectedOn)}` : null}
        {order.status === "received" && order.closedAt
          ? `, received ${formatIndiaDateLong(order.closedAt)}: in stock and kept for this visit`
          : null}
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={`/admin/part-orders/${order.id}/order.pdf`}
          className={buttonClass({ variant: "secondary" })}
          download
        >
          Download the order (PDF)<span className="sr-only"> {order.orderNumber}</span>
        </a>
        {order.status === "ordered" ? (
          <>
            <Form method="post">
              <input type="hidden" name="intent" value="part-order-received" />
              <input type="hidden" name="order" value={order.id} />
              <button type="submit" disabled={busy} className={buttonClass({ variant: "primary" })}>
                Parts received<span className="sr-only">: {order.orderNumber}</span>
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="part-order-cancelled" />
              <input type="hidden" name="order" value={order.id} />
              <button type="submit" disabled={busy} className={buttonClass({ variant: "ghost" })}>
                Cancel the order<span className="sr-only"> {order.orderNumber}</span>
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The visit's purchase orders to the brand (decision 058): received parts go into stock, kept for the visit. */
export function PartOrdersCard({ orders }: { orders: PartOrderView[] }) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminCard title="Parts ordered from the brand">
      <ul className="space-y-3">
        {orders.map((order) => (
          <PartOrderItem key={order.id} order={order} busy={busy} />
        ))}
      </ul>
    </AdminCard>
  );
}
