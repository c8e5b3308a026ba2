import type { OrderEventMessage, PaymentChannel, RefundChannel } from "../../../db/enums";
import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { formatRupeesWithPaise } from "~/lib/money";
import { formatWeekday } from "~/lib/india-time";

import { confirmWithinHours, onlinePaymentMinutes } from "./order-limits";
import { returnNumber } from "./return-rules";

const paidBy = {
  cash: "paidByCash",
  upi: "paidByUpi",
  card: "paidByCard",
  gateway: "paidByGateway",
} as const satisfies Record<PaymentChannel, string>;

const refundTo = {
  gateway: "refundToGateway",
  cash: "refundToCash",
  upi: "refundToUpi",
  bank: "refundToBank",
} as const satisfies Record<RefundChannel, string>;

/**
 * An order event's note in a language: its stored message (a code and values) written out, with what staff
 * typed kept as typed. An event without a message shows its note as it was stored.
 */
export function orderEventNote(
  event: { note: string | null; message: OrderEventMessage | null },
  locale: Locale,
): string | null {
  const { message, note } = event;
  if (!message) return note;
  const t = textIn(orderStatusText, locale);
  const rupees = formatRupeesWithPaise;
  switch (message.code) {
    case "cancelled": {
      const who =
        message.by === "customer"
          ? t.cancelledByCustomer
          : message.by === "expiry"
            ? t.cancelledOnExpiry(onlinePaymentMinutes)
            : message.by === "unconfirmed"
              ? t.cancelledUnconfirmed(confirmWithinHours)
              : t.cancelledByDealer;
      const refund = message.refundDuePaise === null ? null : t.refundDue(rupees(message.refundDuePaise));
      return [note ? `${who}: ${note}` : who, refund].filter(Boolean).join(". ");
    }
    case "paymentReceived": {
      const how = t[paidBy[message.channel]];
      const balance = message.balancePaise;
      const rest =
        balance > 0 ? t.paymentShort(rupees(balance)) : balance < 0 ? t.paymentOver(rupees(-balance)) : null;
      return [t.paymentReceived(rupees(message.amountPaise), how), rest].filter(Boolean).join(" ");
    }
    case "refunded":
      return t.refunded(rupees(message.amountPaise), t[refundTo[message.channel]]);
    case "returnRequested":
      return t.returnRequested(returnNumber(message.returnId), message.kind === "replacement");
    case "returnApproved":
      return t.returnApproved(returnNumber(message.returnId), formatWeekday(message.pickupOn, locale));
    case "returnRefused": {
      const refused = t.returnRefused(returnNumber(message.returnId));
      return note ? `${refused}: ${note}` : `${refused}.`;
    }
    case "returnCompleted": {
      const request = returnNumber(message.returnId);
      const { outcome } = message;
      return outcome.resolution === "refund"
        ? t.returnRefunded(request, outcome.creditNote, rupees(outcome.amountPaise))
        : t.returnReplaced(request, outcome.orderNumber);
    }
    case "replacementFor":
      return t.replacementFor(message.orderNumber, returnNumber(message.returnId));
  }
}
