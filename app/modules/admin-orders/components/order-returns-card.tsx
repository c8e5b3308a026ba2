import { Link } from "react-router";

import { AdminCard } from "~/components/admin/admin-ui";
import type { OrderView } from "~/modules/orders/order-view";

const statusWords = {
  requested: "waiting for an answer",
  approved: "approved, to pick up",
  refused: "refused",
  completed: "completed",
} as const;

/** On an order's page: its return requests, or the order a replacement was sent for. */
export function OrderReturnsCard({ order }: { order: Pick<OrderView, "returns" | "replacesOrderNumber"> }) {
  if (order.returns.length === 0 && !order.replacesOrderNumber) return null;
  return (
    <AdminCard title="Returns">
      {order.replacesOrderNumber ? (
        <p className="text-sm text-slate-800">
          Replacement at no charge for order {order.replacesOrderNumber}, sent under a delivery challan.
        </p>
      ) : null}
      {order.returns.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-800">
          {order.returns.map((request) => (
            <li key={request.id}>
              <span className="font-semibold">{request.number}</span> ({request.kind}):{" "}
              {statusWords[request.status]}
              {" · "}
              {request.lines.map((line) => `${line.quantity} × ${line.title}`).join(", ")}
            </li>
          ))}
        </ul>
      ) : null}
      {order.returns.length > 0 ? (
        <Link
          to="/admin/returns"
          className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          Open the returns board
        </Link>
      ) : null}
    </AdminCard>
  );
}
