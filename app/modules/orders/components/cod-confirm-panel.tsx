import { useNavigation } from "react-router";

import { ActionPanel, HiddenFields, primaryActionClass } from "~/components/ui/action-panel";
import { trackOrderText } from "~/modules/orders/texts/en/track-order";
import { trackOrderMessages } from "~/modules/orders/texts/en/track-order-messages";
import { Form, Link } from "~/i18n/link";
import { useMessageText, useText } from "~/i18n/text";
import { formatRupees } from "~/lib/money";

import type { TrackedOrder } from "../tracked-order";

export const confirmCodIntent = "confirm-cod";

/**
 * A cash-on-delivery order that waits for the customer's confirmation (order-limits.ts): the message's link
 * or a sign-in with the order's number confirms it, so typing the order number and phone is not enough.
 * Nothing for other orders, or once it is confirmed, sent or cancelled.
 */
export function CodConfirmPanel({
  order,
  canConfirm,
  linkToken,
}: {
  order: TrackedOrder;
  /** The page was opened from the message's link, or by the signed-in owner of the number. */
  canConfirm: boolean;
  /** The message link's token, posted back to prove the page came from it. */
  linkToken: string | null;
}) {
  const t = useText(trackOrderText);
  const messageText = useMessageText(trackOrderMessages);
  const navigation = useNavigation();
  const { codConfirmNeeded, codConfirmedAt } = order.customerUpdates;
  if (!codConfirmNeeded || codConfirmedAt || (order.status !== "placed" && order.status !== "packed"))
    return null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === confirmCodIntent;
  return (
    <ActionPanel
      titleId="cod-confirm-title"
      title={t.codTitle}
      intro={t.codIntro(formatRupees(order.totalPaise))}
    >
      {order.confirmByLabel ? (
        <p className="mt-2 text-sm text-slate-700">{t.codDeadline(order.confirmByLabel)}</p>
      ) : null}
      {canConfirm ? (
        <Form method="post" className="mt-4">
          <HiddenFields
            values={{
              orderNumber: order.orderNumber,
              phone: order.phone,
              ...(linkToken ? { t: linkToken } : {}),
            }}
          />
          <button
            type="submit"
            name="intent"
            value={confirmCodIntent}
            disabled={busy}
            className={primaryActionClass}
          >
            {busy ? t.codConfirming : t.codConfirm}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          {messageText(trackOrderMessages.code.confirmFromLink)}{" "}
          <Link to="/sign-in" className="font-semibold text-brand-700 underline focus-ring">
            {t.codSignIn}
          </Link>
        </p>
      )}
    </ActionPanel>
  );
}
