import { CircleCheck } from "lucide-react";
import { data } from "react-router";

import { dealer } from "~/lib/dealer";
import { getEnv, notifyEmail } from "~/lib/env.server";
import { pageMeta } from "~/lib/seo";
import { OrderCancelPanel } from "~/modules/orders/components/order-cancel-panel";
import { OrderStatusCard } from "~/modules/orders/components/order-status-card";
import { TrackOrderForm } from "~/modules/orders/components/track-order-form";
import { cancelOrder } from "~/modules/orders/order-lifecycle.server";
import { findTrackedOrder } from "~/modules/orders/order-lookup.server";
import { orderNotFoundMessage } from "~/modules/orders/order-rules";
import {
  trackOrderErrors,
  trackOrderSchema,
  type TrackOrderErrors,
} from "~/modules/orders/track-order.schema";
import { allowOrderLookup, trackOrderLimitMessage } from "~/modules/orders/track-order-limit.server";
import { toTrackedOrder, type TrackedOrder } from "~/modules/orders/tracked-order";

import type { Route } from "./+types/track-order";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Track Your Order",
    description: `Track your ${dealer.name} order with its order number and your phone number, print the invoice, and cancel within 2 hours of placing it.`,
    path: "/track-order",
  });

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function loader({ request }: Route.LoaderArgs) {
  const order = new URL(request.url).searchParams.get("order") ?? "";
  return { orderNumber: order.trim().slice(0, 40) };
}

type TrackResult = {
  orderNumber: string;
  lookupErrors: TrackOrderErrors;
  /** Not found, or too many lookups. */
  message: string | null;
  order: TrackedOrder | null;
  notice: string | null;
  confirmCancel: boolean;
  cancelMessage: string | null;
};

function result(partial: Partial<TrackResult>, status = 200) {
  const body: TrackResult = {
    orderNumber: "",
    lookupErrors: {},
    message: null,
    order: null,
    notice: null,
    confirmCancel: false,
    cancelMessage: null,
    ...partial,
  };
  // The answer carries an order's details: never keep it in a shared cache.
  return data(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent") || "lookup";
  const orderNumber = text(form, "orderNumber").trim();
  if (!allowOrderLookup(context.clientAddress)) {
    return result({ orderNumber, message: trackOrderLimitMessage }, 429);
  }
  const pair = trackOrderSchema.safeParse({ orderNumber, phone: text(form, "phone") });
  if (!pair.success) return result({ orderNumber, lookupErrors: trackOrderErrors(pair.error) }, 400);

  const now = new Date();
  const found = await findTrackedOrder(context.db, pair.data.orderNumber, pair.data.phone);
  if (!found) return result({ orderNumber, message: orderNotFoundMessage }, 404);
  const tracked = (view: typeof found) => toTrackedOrder(view.order, view.accessToken, now);

  if (intent === "cancel") {
    const outcome = await cancelOrder(context.db, found.id, {
      by: "customer",
      now,
      notifyTo: notifyEmail(getEnv()),
    });
    const after = await findTrackedOrder(context.db, pair.data.orderNumber, pair.data.phone);
    if (!after) return result({ orderNumber, message: orderNotFoundMessage }, 404);
    if (outcome.ok) {
      return result({
        orderNumber: after.order.orderNumber,
        order: tracked(after),
        notice: `Your order ${after.order.orderNumber} has been cancelled.${after.order.paymentStatus === "paid" ? " Your refund will be initiated within 3-5 business days." : ""}`,
      });
    }
    return result(
      { orderNumber: after.order.orderNumber, order: tracked(after), cancelMessage: outcome.message },
      outcome.status,
    );
  }

  const order = tracked(found);
  return result({
    orderNumber: order.orderNumber,
    order,
    confirmCancel: intent === "confirm-cancel" && order.cancelRefusal === null,
  });
}

export default function TrackOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const order = actionData?.order ?? null;
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Orders</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Track Your Order
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Enter the order number from your confirmation and the mobile number you gave at checkout.
        </p>

        <div className="mt-8 grid gap-6">
          <TrackOrderForm
            key={order?.orderNumber ?? "lookup"}
            orderNumber={order?.orderNumber ?? actionData?.orderNumber ?? loaderData.orderNumber}
            errors={actionData?.lookupErrors}
            message={actionData?.message}
          />
          {actionData?.notice ? (
            <p
              role="status"
              className="flex items-start gap-3 rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200"
            >
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
              {actionData.notice}
            </p>
          ) : null}
          {order ? (
            <>
              <OrderStatusCard order={order} />
              <OrderCancelPanel
                key={`${order.status}-${actionData?.confirmCancel ? "confirm" : "ask"}`}
                order={order}
                confirming={actionData?.confirmCancel ?? false}
                message={actionData?.cancelMessage}
              />
            </>
          ) : null}
        </div>
      </div>
    </main>
  );
}
