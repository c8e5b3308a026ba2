import { data } from "react-router";

import { formText } from "~/lib/form-text";
import { SuccessNotice, TrackPage } from "~/components/ui/track-page";
import { getEnv, notifyEmail, signingSecret } from "~/lib/env.server";
import { pageMeta } from "~/lib/seo";
import { MyAppliancesLink } from "~/modules/appliances/components/my-appliances-link";
import { OrderCancelPanel } from "~/modules/orders/components/order-cancel-panel";
import { OrderStatusCard } from "~/modules/orders/components/order-status-card";
import { TrackOrderForm } from "~/modules/orders/components/track-order-form";
import { cancelOrder } from "~/modules/orders/order-lifecycle.server";
import { findTrackedOrder, trackingPairFromLink } from "~/modules/orders/order-lookup.server";
import { confirmCodOrder, stopOrderUpdates } from "~/modules/orders/order-updates.server";
import { CodConfirmPanel, confirmCodIntent } from "~/modules/orders/components/cod-confirm-panel";
import { currentCustomer } from "~/modules/account/customer-sessions.server";
import { UpdatesPanel, stopUpdatesIntent } from "~/modules/notify/components/updates-panel";
import { trackingTokenParam } from "~/modules/notify/tracking-link.server";
import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import { trackOrderText } from "~/modules/orders/texts/en/track-order";
import { trackingLinkMessages } from "~/components/texts/en/tracking-link";
import { updatesConsentText } from "~/modules/notify/texts/en/updates-consent";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { orderNotFoundMessage } from "~/modules/orders/order-rules";
import { lastTrackedOrder } from "~/pwa/saved-tracking";
import { useSaveTracking } from "~/pwa/use-save-tracking";
import { validateTrackOrder, type TrackOrderErrors } from "~/modules/orders/track-order.schema";
import { hitOrderLookup, trackOrderLimitMessage } from "~/modules/orders/track-order-limit.server";
import { toTrackedOrder, type TrackedOrder } from "~/modules/orders/tracked-order";

import type { Route } from "./+types/track-order";
import { readForm } from "~/lib/read-form.server";
import { askForReturn } from "~/modules/orders/return-request.server";
import { maxReturnFormBytes, type ReturnEntryErrors } from "~/modules/orders/return-rules";
import { ReturnPanel, returnIntent } from "~/modules/orders/components/return-panel";
import { returnsText } from "~/modules/orders/texts/en/returns";
import { returnMessages } from "~/modules/orders/texts/en/return-messages";
import { routePolicy } from "~/lib/route-policy";
import { MessageTexts } from "~/i18n/text";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(trackOrderText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t.title, description: t.description, path: "/track-order" });
};

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** A tracking link from an SMS or WhatsApp message opens its order at once; anything else shows the lookup form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const orderNumber = (params.get("order") ?? "").trim().slice(0, 40);
  const token = params.get(trackingTokenParam);
  if (token === null) return { orderNumber, order: null, message: null, linkToken: null };
  const now = new Date();
  const pair = await trackingPairFromLink(context.db, token.slice(0, 200), {
    now,
    key: signingSecret(getEnv()),
  });
  const found = pair ? await findTrackedOrder(context.db, pair.orderNumber, pair.phone) : null;
  const headers = { "Cache-Control": "private, no-store" };
  if (!found) {
    const message = trackingLinkMessages.code.invalid;
    return data({ orderNumber, order: null, message, linkToken: null }, { status: 400, headers });
  }
  const order = toTrackedOrder(found.order, found.accessToken, now, localeOfRequest(request));
  return data(
    { orderNumber: order.orderNumber, order, message: null, linkToken: token.slice(0, 200) },
    { headers },
  );
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
  /** A return request's field errors (codes), or why it was refused. */
  returnErrors: ReturnEntryErrors;
  returnMessage: string | null;
  /** The signed-in customer's number is the order's: they may confirm it (CodConfirmPanel). */
  ownsNumber: boolean;
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
    returnErrors: {},
    returnMessage: null,
    ownsNumber: false,
    ...partial,
  };
  // The answer carries an order's details: never keep it in a shared cache.
  return data(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  // counted before the body is read: a return request may carry 32 MB of photos
  if (!(await hitOrderLookup(context.db, context.clientAddress)).allowed) {
    return result({ message: trackOrderLimitMessage }, 429);
  }
  const formData = await readForm(request, { maxPhotoFormBytes: maxReturnFormBytes });
  const form = Object.fromEntries(formData);
  const locale = localeOfRequest(request);
  const t = textIn(trackOrderText, locale);
  const intent = formText(form, "intent", 100) || "lookup";
  const orderNumber = formText(form, "orderNumber", 100).trim();
  const pair = validateTrackOrder({ orderNumber, phone: formText(form, "phone", 100) });
  if (!pair.success) return result({ orderNumber, lookupErrors: pair.errors }, 400);

  const now = new Date();
  const found = await findTrackedOrder(context.db, pair.data.orderNumber, pair.data.phone);
  if (!found) return result({ orderNumber, message: orderNotFoundMessage }, 404);
  const tracked = (view: typeof found) => toTrackedOrder(view.order, view.accessToken, now, locale);
  const ownsNumber = (await currentCustomer(context.db, request, now))?.phone === pair.data.phone;

  if (intent === confirmCodIntent && !ownsNumber) {
    // The order number and phone are known to whoever placed it: only the message's link or a sign-in with
    // the number proves the number is theirs.
    const token = formText(form, "t", 200);
    const linked = token
      ? await trackingPairFromLink(context.db, token, { now, key: signingSecret(getEnv()) })
      : null;
    if (linked?.orderNumber !== found.order.orderNumber) {
      const order = tracked(found);
      return result(
        { orderNumber: order.orderNumber, order, message: trackOrderMessages.code.confirmFromLink },
        403,
      );
    }
  }

  if (intent === stopUpdatesIntent || intent === confirmCodIntent) {
    if (intent === stopUpdatesIntent) await stopOrderUpdates(context.db, found.id, now);
    else await confirmCodOrder(context.db, found.id, now);
    const after = await findTrackedOrder(context.db, pair.data.orderNumber, pair.data.phone);
    if (!after) return result({ orderNumber, message: orderNotFoundMessage }, 404);
    return result({
      orderNumber: after.order.orderNumber,
      order: tracked(after),
      ownsNumber,
      notice:
        intent === stopUpdatesIntent ? textIn(updatesConsentText, locale).stoppedOrder : t.codConfirmedNotice,
    });
  }

  if (intent === returnIntent) {
    const answer = await askForReturn(context.db, found, formData, now);
    const after = await findTrackedOrder(context.db, pair.data.orderNumber, pair.data.phone);
    if (!after) return result({ orderNumber, message: orderNotFoundMessage }, 404);
    const order = tracked(after);
    if (answer.ok) {
      const notice = textIn(returnsText, locale).requestedNotice(answer.request.number);
      return result({ orderNumber: order.orderNumber, order, notice });
    }
    return result(
      {
        orderNumber: order.orderNumber,
        order,
        returnErrors: answer.errors ?? {},
        returnMessage: answer.errors ? null : answer.message,
      },
      answer.status,
    );
  }

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
        notice: `${t.cancelledNotice(after.order.orderNumber)}${after.order.paymentStatus === "paid" ? t.refundNotice : ""}`,
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
    ownsNumber,
    confirmCancel: intent === "confirm-cancel" && order.cancelRefusal === null,
  });
}

/** The message namespaces whose codes this form's or page's answers carry. */
const pageMessages = [trackOrderMessages, trackingLinkMessages, returnMessages];

export default function TrackOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(trackOrderText);
  const statusText = useText(orderStatusText);
  const order = actionData ? actionData.order : loaderData.order;
  useSaveTracking({
    stored: lastTrackedOrder,
    titleId: "order-status-title",
    statusLabel: order ? statusText[order.status] : null,
    answer: actionData ?? loaderData,
  });
  return (
    <MessageTexts value={pageMessages}>
      <TrackPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <TrackOrderForm
          key={order?.orderNumber ?? "lookup"}
          orderNumber={order?.orderNumber ?? actionData?.orderNumber ?? loaderData.orderNumber}
          errors={actionData?.lookupErrors}
          message={actionData ? actionData.message : loaderData.message}
        />
        <SuccessNotice message={actionData?.notice} />
        {order ? (
          <>
            <CodConfirmPanel
              order={order}
              canConfirm={loaderData.linkToken !== null || (actionData?.ownsNumber ?? false)}
              linkToken={loaderData.linkToken}
            />
            <OrderStatusCard order={order} />
            {order.status === "delivered" ? <MyAppliancesLink orderNumber={order.orderNumber} /> : null}
            <OrderCancelPanel
              key={`${order.status}-${actionData?.confirmCancel ? "confirm" : "ask"}`}
              order={order}
              confirming={actionData?.confirmCancel ?? false}
              message={actionData?.cancelMessage}
            />
            <ReturnPanel
              key={`returns-${order.returns.length}`}
              order={order}
              errors={actionData?.returnErrors}
              message={actionData?.returnMessage}
            />
            <UpdatesPanel
              about="order"
              consent={order.customerUpdates.consent}
              pair={{ orderNumber: order.orderNumber, phone: order.phone }}
            />
          </>
        ) : null}
      </TrackPage>
    </MessageTexts>
  );
}
