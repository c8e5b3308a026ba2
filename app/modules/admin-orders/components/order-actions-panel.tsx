import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { controlProps, FieldError } from "~/components/form/field";
import { buttonClass } from "~/components/ui/button-styles";

import type { OrderStatus, PaymentStatus } from "../../../../db/enums";

export type OrderActionFeedback =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string | null; message: string; field?: "trackingId" };

const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white " +
  "hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-50";

const cancelLink =
  "inline-flex min-h-11 w-full items-center justify-center rounded-lg px-4 text-sm font-semibold text-red-700 " +
  "hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

function IntentForm({
  orderId,
  intent,
  children,
  className,
}: {
  orderId: number;
  intent: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Form method="post" action={`/admin/orders/${orderId}`} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/**
 * The order's next step, its payment and cancellation. Cancelling takes a second, explicit step: the first
 * button only opens the confirmation (a link, so it works before the page's scripts load).
 */
export function OrderActionsPanel({
  order,
  confirmCancel,
  feedback,
  deliverFields,
  paymentForm,
}: {
  order: {
    id: number;
    orderNumber: string;
    status: OrderStatus;
    paymentStatus: PaymentStatus;
    shipping: { phone: string };
    customerUpdates: { confirmBy: string | null; codConfirmedAt: string | null };
  };
  confirmCancel: boolean;
  feedback: OrderActionFeedback | null;
  /** More fields sent with "Mark delivered" (the units' serial numbers). */
  deliverFields?: React.ReactNode;
  /** The form that records a payment, shown while the order waits for one. */
  paymentForm?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  // The link that opened the confirmation is gone: take keyboard focus to the question it asks.
  useEffect(() => {
    if (confirmCancel) confirmHeading.current?.focus();
  }, [confirmCancel]);
  const busy = navigation.state === "submitting";
  const submitted = busy ? navigation.formData?.get("intent") : null;
  const busyWith = typeof submitted === "string" ? submitted : "";
  const trackingError =
    feedback && !feedback.ok && feedback.field === "trackingId" ? feedback.message : undefined;
  const cancellable = order.status === "placed" || order.status === "packed" || order.status === "shipped";
  const awaitingPayment = order.paymentStatus === "pending" && order.status !== "cancelled";
  const label = (intent: string, idle: string) => (busyWith === intent ? "Saving…" : idle);

  return (
    <AdminCard title="Next step">
      <div className="space-y-4">
        {order.status === "placed" &&
        order.customerUpdates.confirmBy &&
        !order.customerUpdates.codConfirmedAt ? (
          <IntentForm orderId={order.id} intent="confirm-by-phone">
            <p className="mb-2 text-sm text-slate-600">
              Waiting for the customer's confirmation. If you rang {order.shipping.phone} and they confirmed
              the order, record it: the order is then not cancelled.
            </p>
            <button
              type="submit"
              disabled={busy}
              className={buttonClass({ variant: "secondary", className: "w-full" })}
            >
              {label("confirm-by-phone", "Confirmed by phone")}
            </button>
          </IntentForm>
        ) : null}

        {order.status === "placed" ? (
          <IntentForm orderId={order.id} intent="pack">
            <p className="mb-2 text-sm text-slate-600">Pick the items, check them and pack the parcel.</p>
            <button type="submit" disabled={busy} className={buttonClass({ className: "w-full" })}>
              {label("pack", "Mark packed")}
            </button>
          </IntentForm>
        ) : null}

        {order.status === "packed" ? (
          <IntentForm orderId={order.id} intent="ship">
            <label htmlFor="tracking-id" className={adminField.label}>
              Courier tracking ID
            </label>
            <input
              {...controlProps("tracking-id", "trackingId", { error: trackingError, hint: !trackingError })}
              autoComplete="off"
              maxLength={40}
              className={adminField.input}
            />
            {trackingError ? (
              <div role="alert">
                <FieldError id="tracking-id-error" message={trackingError} />
              </div>
            ) : (
              <p id="tracking-id-hint" className="mt-1 text-sm text-slate-600">
                The customer sees it on the order tracking page.
              </p>
            )}
            <button type="submit" disabled={busy} className={buttonClass({ className: "mt-3 w-full" })}>
              {label("ship", "Mark shipped")}
            </button>
          </IntentForm>
        ) : null}

        {order.status === "shipped" ? (
          <IntentForm orderId={order.id} intent="deliver">
            <p className="mb-2 text-sm text-slate-600">Once the courier confirms the hand-over.</p>
            {deliverFields}
            <button type="submit" disabled={busy} className={buttonClass({ className: "mt-3 w-full" })}>
              {label("deliver", "Mark delivered")}
            </button>
          </IntentForm>
        ) : null}

        {order.status === "delivered" ? (
          <p className="text-sm text-slate-700">Delivered. There is no further step.</p>
        ) : null}
        {order.status === "cancelled" ? (
          <p className="text-sm text-slate-700">This order is cancelled. Its items went back into stock.</p>
        ) : null}

        {awaitingPayment ? paymentForm : null}

        {cancellable ? (
          <div className="border-t border-slate-100 pt-4">
            {confirmCancel ? (
              <IntentForm orderId={order.id} intent="cancel">
                <div
                  role="group"
                  aria-labelledby="cancel-title"
                  className="rounded-lg border border-red-200 bg-red-50 p-3"
                >
                  <input type="hidden" name="confirm" value="yes" />
                  <h3
                    id="cancel-title"
                    ref={confirmHeading}
                    tabIndex={-1}
                    className="font-semibold text-red-900 focus:outline-none"
                  >
                    Cancel order {order.orderNumber}?
                  </h3>
                  <p className="mt-1 text-sm text-red-900">
                    The items go back into stock and the customer sees the order as cancelled. This cannot be
                    undone.
                  </p>
                  <label htmlFor="cancel-note" className={`${adminField.label} mt-3`}>
                    Reason (optional)
                  </label>
                  <textarea
                    id="cancel-note"
                    name="note"
                    rows={2}
                    maxLength={500}
                    className={`${adminField.input} py-2`}
                  />
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button type="submit" disabled={busy} className={dangerButton}>
                      {label("cancel", "Yes, cancel the order")}
                    </button>
                    <Link
                      to={`/admin/orders/${order.id}`}
                      preventScrollReset
                      className={buttonClass({ variant: "secondary" })}
                    >
                      Keep the order
                    </Link>
                  </div>
                </div>
              </IntentForm>
            ) : (
              <Link to={`/admin/orders/${order.id}?confirm=cancel`} preventScrollReset className={cancelLink}>
                Cancel order…
              </Link>
            )}
          </div>
        ) : null}
      </div>
    </AdminCard>
  );
}
