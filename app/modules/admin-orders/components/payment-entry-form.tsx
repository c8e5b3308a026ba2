import { Form, useNavigation } from "react-router";

import { adminField } from "~/components/admin/admin-ui";
import { Field } from "~/components/form/field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatRupeesWithPaise } from "~/lib/money";

import type { PaymentMethod } from "../../../../db/enums";
import type { PaymentEntryInput } from "../../orders/payment-rules";
import { MoneyEntryFields, moneyFieldProps } from "./money-entry-fields";

const channelFor: Record<PaymentMethod, "cash" | "upi" | "card"> = { cod: "cash", upi: "upi", card: "card" };

/**
 * Money that reached the shop for an order: how it came, the amount, the UPI transaction's UTR or the card
 * slip's number, and the day. The amount starts at what is still due; a different amount is recorded as it
 * is, and the order shows what is short or paid over.
 */
export function PaymentEntryForm({
  order,
  duePaise,
  today,
  errors,
}: {
  order: { id: number; paymentMethod: PaymentMethod };
  duePaise: number;
  today: string;
  errors?: Partial<Record<keyof PaymentEntryInput, string>>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const saving = busy && navigation.formData?.get("intent") === "record-payment";
  const field = moneyFieldProps;
  return (
    // keyed by what is due, so the fields start afresh once a payment is recorded
    <Form
      key={duePaise}
      method="post"
      action={`/admin/orders/${order.id}`}
      className="space-y-3 border-t border-slate-100 pt-4"
    >
      <input type="hidden" name="intent" value="record-payment" />
      <h3 className="font-semibold text-slate-900">Record a payment received</h3>
      <p className="text-sm text-slate-600">
        {formatRupeesWithPaise(duePaise)} is due. Record only money seen in the shop&apos;s account or till.
      </p>
      <Field id="payment-channel" name="channel" label="Received as" error={errors?.channel} {...field}>
        {(props) => (
          <select {...props} defaultValue={channelFor[order.paymentMethod]} className={adminField.input}>
            <option value="upi">UPI to the shop&apos;s QR</option>
            <option value="cash">Cash</option>
            <option value="card">Card on the shop&apos;s terminal</option>
          </select>
        )}
      </Field>
      <MoneyEntryFields
        idPrefix="payment"
        amountLabel="Amount received (₹)"
        amountPaise={duePaise}
        referenceLabel="UTR or card slip number"
        referenceHint="UPI: the 12-digit UTR from the bank statement. Card: the slip's approval code. Cash: leave empty."
        dayName="receivedOn"
        dayLabel="Received on"
        today={today}
        errors={{ amount: errors?.amount, reference: errors?.reference, day: errors?.receivedOn }}
      />
      <button
        type="submit"
        disabled={busy}
        className={buttonClass({ variant: "secondary", className: "w-full" })}
      >
        {saving ? "Saving…" : "Record payment"}
      </button>
    </Form>
  );
}
