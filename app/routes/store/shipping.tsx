import { pageMeta } from "~/lib/seo";
import { businessDaysText, deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import { PolicyPage } from "~/modules/content/components/policy-page";
import { shippingIntro, shippingSections } from "~/modules/content/policies/shipping-policy";
import type { Route } from "./+types/shipping";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Shipping Policy",
    description: `Order processing in ${businessDaysText(processingDays)}, free shipping, and delivery in ${businessDaysText(deliveryWindows.metro)} for metro cities or ${businessDaysText(deliveryWindows.other)} elsewhere.`,
    path: "/shipping",
  });

export default function ShippingPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      subtitle="Free, tracked delivery of appliances, spare parts and accessories"
      icon="truck"
      intro={shippingIntro}
      sections={shippingSections}
      contactText="Need help with a delivery or a tracking ID? Reach our support team."
    />
  );
}
