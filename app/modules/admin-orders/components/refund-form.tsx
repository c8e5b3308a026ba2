import { Form, useNavigation } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { Field } from "~/components/form/field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatRupeesWithPaise } from "~/lib/money";

import type { RefundEntryInput } from "../../orders/payment-rules";
import type { OrderView } from "../../orders/order-view";
import { MoneyEntryFields, moneyFieldProps } from "./money-entry-fields";

/**
 * Money due back on an order (a cancelled order's payment, or what was paid over the total): refunded
 * through the gateway when it was paid online, or recorded as sent in cash, by UPI or by bank transfer.
 * A gateway refund the gateway did not acknowledge can be sent again (same request, same key).
 */
export function RefundPanel({
  orderId,
  refunds,
  duePaise,
  gatewayPaid,
  today,
  errors,
}: {
  orderId: number;
  refunds: OrderView["money"]["refunds"];
  duePaise: number;
  gatewayPaid: boolean;
  today: string;
  errors?: Partial<Record<keyof RefundEntryInput, string>>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const unsent = refunds.filter(
    (refund) => refund.channel === "gateway" && refund.status === "pending" && !refund.reference,
  );
  if (duePaise === 0 && unsent.length === 0) return null;
  const field = moneyFieldProps;
  return (
    <AdminCard title="Refund">
      {unsent.map((refund) => (
        <Form key={refund.id} method="post" action={`/admin/orders/${orderId}`} className="mb-4">
          <input type="hidden" name="intent" value="send-refund" />
          <input type="hidden" name="refundId" value={refund.id} />
          <p className="mb-2 text-sm text-amber-900">
            The gateway has not acknowledged the refund of {formatRupeesWithPaise(refund.amountPaise)}.
          </p>
          <button
            type="submit"
            disabled={busy}
            className={buttonClass({ variant: "secondary", className: "w-full" })}
          >
            Send the refund request again
          </button>
        </Form>
      ))}
      {duePaise > 0 ? (
        <Form key={duePaise} method="post" action={`/admin/orders/${orderId}`} className="space-y-3">
          <input type="hidden" name="intent" value="refund" />
          <p className="text-sm text-slate-700" data-testid="refund-due">
            {formatRupeesWithPaise(duePaise)} is due back to the customer.
          </p>
          <Field id="refund-channel" name="channel" label="Refund by" error={errors?.channel} {...field}>
            {(props) => (
              <select {...props} defaultValue={gatewayPaid ? "gateway" : "upi"} className={adminField.input}>
                {gatewayPaid ? (
                  <option value="gateway">The gateway, to the original payment method</option>
                ) : null}
                <option value="upi">UPI transfer sent by the shop</option>
                <option value="bank">Bank transfer (NEFT/IMPS) sent by the shop</option>
                <option value="cash">Cash handed over</option>
              </select>
            )}
          </Field>
          <MoneyEntryFields
            idPrefix="refund"
            amountLabel="Amount to refund (₹)"
            amountPaise={duePaise}
            referenceLabel="UTR or transfer reference"
            referenceHint="For money the shop sent: the UPI UTR (12 digits) or the NEFT/IMPS reference. Empty for the gateway or cash."
            dayName="refundedOn"
            dayLabel="Sent on"
            today={today}
            errors={{ amount: errors?.amount, reference: errors?.reference, day: errors?.refundedOn }}
          />
          <button type="submit" disabled={busy} className={buttonClass({ className: "w-full" })}>
            Refund
          </button>
        </Form>
      ) : null}
    </AdminCard>
  );
}
