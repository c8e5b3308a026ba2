import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/cancellation-refund";
import { replacementDays } from "~/modules/orders/order-rules";

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/cancellation-refund-policy").then((text) => ({
    intro: text.cancellationIntro,
    sections: text.cancellationSections,
  })),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cancellation & Refund Policy",
    description: `When you can cancel an order or a service appointment, how the ${replacementDays}-day replacement works, and how quickly refunds reach you.`,
    path: "/cancellation-refund",
  });

export default function CancellationRefundPage() {
  return (
    <Policy
      title="Cancellation & Refund Policy"
      subtitle="Simple, Fair, and Transparent"
      icon="rotate-ccw"
      contactText="To cancel an order or appointment, request a replacement or ask about a refund, contact us with your order or booking ID."
    />
  );
}
