import { LookupForm } from "~/components/ui/lookup-form";
import { trackOrderText } from "~/modules/orders/texts/en/track-order";
import { useText } from "~/i18n/text";

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
  const t = useText(trackOrderText);
  return (
    <LookupForm
      titleId="track-order-form-title"
      title={t.formTitle}
      reference={{
        id: "track-order-number",
        name: "orderNumber",
        label: t.orderNumber,
        placeholder: "ORD-XXXXXX-XXXXXX",
        value: orderNumber,
        error: errors.orderNumber,
      }}
      phone={{ id: "track-order-phone", label: t.phone, error: errors.phone }}
      submitLabel={t.submit}
      message={message}
    />
  );
}
