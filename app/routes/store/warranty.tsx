import { pageMeta } from "~/lib/seo";
import { PolicyPage } from "~/modules/content/components/policy-page";
import { warrantyIntro, warrantySections } from "~/modules/content/components/warranty-policy";
import { repairWarrantyDays } from "~/modules/service/service-rules";
import type { Route } from "./+types/warranty";
import { replacementDays } from "~/modules/orders/order-rules";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Warranty Policy",
    description: `A 1 year manufacturer warranty on new appliances, 6 months on accessories, a ${repairWarrantyDays}-day warranty on our repairs and ${replacementDays}-day replacement for manufacturing defects: what is covered and how to claim.`,
    path: "/policies/warranty",
  });

export default function WarrantyPage() {
  return (
    <PolicyPage
      title="Warranty Policy"
      subtitle="Cover on every appliance we sell and every repair we do"
      icon="shield-check"
      intro={warrantyIntro}
      sections={warrantySections}
      contactText="Something not working as it should? Contact us with your invoice or repair bill and we will arrange a visit."
    />
  );
}
