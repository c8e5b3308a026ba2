import { pageMeta } from "~/lib/seo";
import { businessDaysText, deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/shipping";

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/shipping-policy").then((text) => ({
    intro: text.shippingIntro,
    sections: text.shippingSections,
  })),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Shipping Policy",
    description: `Order processing in ${businessDaysText(processingDays)}, free shipping, and delivery in ${businessDaysText(deliveryWindows.metro)} for metro cities or ${businessDaysText(deliveryWindows.other)} elsewhere.`,
    path: "/shipping",
  });

export default function ShippingPage() {
  return (
    <Policy
      title="Shipping Policy"
      subtitle="Free, tracked delivery of appliances, spare parts and accessories"
      icon="truck"
      contactText="Need help with a delivery or a tracking ID? Reach our support team."
    />
  );
}
