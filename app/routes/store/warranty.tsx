import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import type { Route } from "./+types/warranty";
import { replacementDays } from "~/modules/orders/order-rules";

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/components/warranty-policy").then((text) => ({
    intro: text.warrantyIntro,
    sections: text.warrantySections,
  })),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Warranty Policy",
    description: `A 1 year manufacturer warranty on new appliances, 6 months on accessories, a ${repairWarrantyDays}-day warranty on our repairs and ${replacementDays}-day replacement for manufacturing defects: what is covered and how to claim.`,
    path: "/policies/warranty",
  });

export default function WarrantyPage() {
  return (
    <Policy
      title="Warranty Policy"
      subtitle="Cover on every appliance we sell and every repair we do"
      icon="shield-check"
      contactText="Something not working as it should? Contact us with your invoice or repair bill and we will arrange a visit."
    />
  );
}
