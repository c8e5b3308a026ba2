import { LookupForm } from "~/components/ui/lookup-form";

import type { TrackOrderErrors } from "../track-order.schema";

/** Order number and phone, posted so the phone number never lands in a URL or a log. */
export function TrackOrderForm({
  orderNumber,
  errors = {},
  message,
}: {
  orderNumber: string;
  errors?: TrackOrderErrors;
  message?: string | null;
}) {
  return (
    <LookupForm
      titleId="track-order-form-title"
      title="Find your order"
      reference={{
        id: "track-order-number",
        name: "orderNumber",
        label: "Order number",
        placeholder: "ORD-XXXXXX-XXXXXX",
        value: orderNumber,
        error: errors.orderNumber,
      }}
      phone={{ id: "track-order-phone", label: "Mobile number used at checkout", error: errors.phone }}
      submitLabel="Track order"
      message={message}
    />
  );
}
