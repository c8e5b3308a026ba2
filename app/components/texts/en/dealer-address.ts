import { dealer, fullAddress } from "~/lib/dealer";

import { defineText } from "~/i18n/text";

/** The dealer's address as pages print it (app/lib/dealer.ts holds the English, for schema.org and e-mail). */
export const dealerAddressText = defineText("dealer-address", {
  street: dealer.street,
  city: dealer.city,
  state: dealer.state,
  cityLine: `${dealer.city}, ${dealer.state} ${dealer.pincode}`,
  full: fullAddress,
});
