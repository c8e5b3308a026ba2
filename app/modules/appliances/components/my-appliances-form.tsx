import { LookupForm } from "~/components/ui/lookup-form";

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
  return (
    <LookupForm
      titleId="my-appliances-form-title"
      title="Find your appliances"
      reference={{
        id: "my-appliances-order",
        name: "orderNumber",
        label: "Order number",
        placeholder: "ORD-XXXXXX-XXXXXX",
        value: orderNumber,
        error: errors.orderNumber,
      }}
      phone={{ id: "my-appliances-phone", label: "Mobile number used at checkout", error: errors.phone }}
      submitLabel="Show my appliances"
      message={message}
    />
  );
}
