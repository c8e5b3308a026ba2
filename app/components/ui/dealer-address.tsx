import { dealerAddressText } from "~/components/texts/en/dealer-address";
import { useText } from "~/i18n/text";

/**
 * The dealer's address in the page's language: whole on one line, as street and town, or on two lines
 * (street, then town, state and pincode).
 */
export function DealerAddress({ form = "full" }: { form?: "full" | "street-city" | "lines" }) {
  const address = useText(dealerAddressText);
  if (form === "street-city") return `${address.street}, ${address.city}`;
  if (form === "lines")
    return (
      <>
        {address.street}
        <br />
        {address.cityLine}
      </>
    );
  return address.full;
}
