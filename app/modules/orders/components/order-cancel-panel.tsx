import { PhoneCall, TriangleAlert } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { dealer } from "~/lib/dealer";

import type { TrackedOrder } from "../tracked-order";

function PairFields({ order }: { order: TrackedOrder }) {
  return (
    <>
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
      <input type="hidden" name="phone" value={order.phone} />
    </>
  );
}

const dangerButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg border border-red-300 bg-white px-6 py-3 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70";

/**
 * Cancel, in two steps (ask, then confirm), while the order is placed and under 2 hours old. Otherwise why
 * not, and the dealer's phone. The server checks the same rule again.
 */
export function OrderCancelPanel({
  order,
  confirming,
  message,
}: {
  order: TrackedOrder;
  confirming: boolean;
  message?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  if (order.status === "cancelled") return null;

  if (order.cancelRefusal) {
    return (
      <section
        aria-labelledby="order-cancel-title"
        className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-8"
      >
        <h2 id="order-cancel-title" className="text-lg font-semibold text-slate-900">
          Need to cancel or change this order?
        </h2>
        {message ? (
          <p role="alert" className="mt-2 font-medium text-slate-900">
            {message}
          </p>
        ) : (
          <p className="mt-2 text-slate-800">{order.cancelRefusal}</p>
        )}
        <a
          href={dealer.phoneHref}
          className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <PhoneCall className="size-5" aria-hidden />
          Call {dealer.phone}
        </a>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="order-cancel-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="order-cancel-title" className="text-lg font-semibold text-slate-900">
        Cancel order
      </h2>
      <p className="mt-2 text-slate-700">
        You can cancel online within 2 hours of placing the order, until we pack it.
      </p>
      {message ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      {confirming ? (
        <div className="mt-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-200" role="alert">
          <p className="flex items-start gap-2 font-semibold text-red-900">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            Cancel order {order.orderNumber}? This cannot be undone.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <PairFields order={order} />
              <button
                type="submit"
                name="intent"
                value="cancel"
                disabled={busy === "cancel"}
                className="inline-flex min-h-12 items-center justify-center rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
              >
                {busy === "cancel" ? "Cancelling..." : "Yes, cancel my order"}
              </button>
            </Form>
            <Form method="post">
              <PairFields order={order} />
              <button
                type="submit"
                name="intent"
                value="lookup"
                className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Keep my order
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <PairFields order={order} />
          <button
            type="submit"
            name="intent"
            value="confirm-cancel"
            disabled={busy === "confirm-cancel"}
            className={dangerButton}
          >
            Cancel order
          </button>
        </Form>
      )}
    </section>
  );
}
