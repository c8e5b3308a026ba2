import { LookupForm } from "~/components/ui/lookup-form";
import { myAppliancesText } from "~/modules/appliances/texts/en/my-appliances";
import { useText } from "~/i18n/text";

/** Order number and phone (the /track-order pair), posted so the phone never lands in a URL or a log. */
export function MyAppliancesForm({
  orderNumber,
  errors = {},
  message,
}: {
  orderNumber: string;
  /** The /track-order lookup's field errors. */
  errors?: { orderNumber?: string; phone?: string };
  message?: string | null;
}) {
  const t = useText(myAppliancesText);
  return (
    <LookupForm
      titleId="my-appliances-form-title"
      title={t.formTitle}
      reference={{
        id: "my-appliances-order",
        name: "orderNumber",
        label: t.orderNumber,
        placeholder: "ORD-XXXXXX-XXXXXX",
        value: orderNumber,
        error: errors.orderNumber,
      }}
      phone={{ id: "my-appliances-phone", label: t.phone, error: errors.phone }}
      submitLabel={t.submit}
      message={message}
    />
  );
}
