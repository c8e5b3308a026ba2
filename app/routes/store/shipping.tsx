import { Truck } from "lucide-react";

import { pageMeta } from "~/lib/seo";
import { PolicyPage } from "~/modules/content/components/policy-page";
import { shippingIntro, shippingSections } from "~/modules/content/policies/shipping-policy";
import type { Route } from "./+types/shipping";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Shipping Policy",
    description:
      "Order processing in 2-4 business days, free shipping, and delivery in 3-6 business days for metro cities or 5-10 business days elsewhere.",
    path: "/shipping",
  });

export default function ShippingPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      subtitle="Free, tracked delivery of appliances, spare parts and accessories"
      icon={Truck}
      intro={shippingIntro}
      sections={shippingSections}
      contactText="Need help with a delivery or a tracking ID? Reach our support team."
    />
  );
}
