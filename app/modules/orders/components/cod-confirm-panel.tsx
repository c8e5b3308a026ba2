import { useNavigation } from "react-router";

import { ActionPanel, HiddenFields, primaryActionClass } from "~/components/ui/action-panel";
import { trackOrderText } from "~/modules/orders/texts/en/track-order";
import { Form } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { formatRupees } from "~/lib/money";

import type { TrackedOrder } from "../tracked-order";

export const confirmCodIntent = "confirm-cod";

/**
 * A large cash-on-delivery order waits for the customer to say they will take it (the SMS and WhatsApp
 * message asks them and links here). Nothing for other orders, or once it is confirmed, sent or cancelled.
 */
export function CodConfirmPanel({ order }: { order: TrackedOrder }) {
  const t = useText(trackOrderText);
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
      <Form method="post" className="mt-4">
        <HiddenFields values={{ orderNumber: order.orderNumber, phone: order.phone }} />
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
    </ActionPanel>
  );
}
