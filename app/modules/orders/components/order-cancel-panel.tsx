import { Icon } from "~/components/ui/icon";
import { useNavigation } from "react-router";

import { trackOrderText } from "~/modules/orders/texts/en/track-order";
import { Form } from "~/i18n/link";
import { useMessageText, useText } from "~/i18n/text";

import {
  ActionPanel,
  CallDealerPanel,
  dangerOutlineButtonClass,
  HiddenFields,
} from "~/components/ui/action-panel";

import type { TrackedOrder } from "../tracked-order";

/**
 * Cancel, in two steps (ask, then confirm), while the order is placed and under customerCancelWindowHours old. Otherwise why
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
  const t = useText(trackOrderText);
  const messageText = useMessageText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const pair = { orderNumber: order.orderNumber, phone: order.phone };

  if (order.status === "cancelled") return null;

  if (order.cancelRefusal) {
    return (
      <CallDealerPanel titleId="order-cancel-title" title={t.cancelHelpTitle}>
        {message ? (
          <p role="alert" className="mt-2 font-medium text-slate-900">
            {messageText(message)}
          </p>
        ) : (
          <p className="mt-2 text-slate-800">{messageText(order.cancelRefusal)}</p>
        )}
      </CallDealerPanel>
    );
  }

  return (
    <ActionPanel titleId="order-cancel-title" title={t.cancelTitle} intro={t.cancelIntro} message={message}>
      {confirming ? (
        <div className="mt-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-200" role="alert">
          <p className="flex items-start gap-2 font-semibold text-red-900">
            <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
            {t.cancelQuestion(order.orderNumber)}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <HiddenFields values={pair} />
              <button
                type="submit"
                name="intent"
                value="cancel"
                disabled={busy === "cancel"}
                className="inline-flex min-h-12 items-center justify-center rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
              >
                {busy === "cancel" ? t.cancelling : t.confirmCancel}
              </button>
            </Form>
            <Form method="post">
              <HiddenFields values={pair} />
              <button
                type="submit"
                name="intent"
                value="lookup"
                className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
              >
                {t.keepOrder}
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <HiddenFields values={pair} />
          <button
            type="submit"
            name="intent"
            value="confirm-cancel"
            disabled={busy === "confirm-cancel"}
            className={dangerOutlineButtonClass}
          >
            {t.cancelButton}
          </button>
        </Form>
      )}
    </ActionPanel>
  );
}
