import { useNavigation } from "react-router";

import { ActionPanel, HiddenFields, primaryActionClass } from "~/components/ui/action-panel";
import { Form } from "~/i18n/link";
import { formatRupees } from "~/lib/money";

import type { TrackedOrder } from "../tracked-order";

export const confirmCodIntent = "confirm-cod";

export const codConfirmedNotice = "Thank you. Your order is confirmed and we will send it soon.";

/**
 * A large cash-on-delivery order waits for the customer to say they will take it (the SMS and WhatsApp
 * message asks them and links here). Nothing for other orders, or once it is confirmed, sent or cancelled.
 */
export function CodConfirmPanel({ order }: { order: TrackedOrder }) {
  const navigation = useNavigation();
  const { codConfirmNeeded, codConfirmedAt } = order.customerUpdates;
  if (!codConfirmNeeded || codConfirmedAt || (order.status !== "placed" && order.status !== "packed"))
    return null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === confirmCodIntent;
  return (
    <ActionPanel
      titleId="cod-confirm-title"
      title="Confirm your cash on delivery order"
      intro={`Please confirm that you will pay ${formatRupees(order.totalPaise)} in cash when the order arrives, so we can send it.`}
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
          {busy ? "Confirming..." : "Confirm my order"}
        </button>
      </Form>
    </ActionPanel>
  );
}
