import { pageMeta } from "~/lib/seo";
import { PolicyPage } from "~/modules/content/components/policy-page";
import {
  cancellationIntro,
  cancellationSections,
} from "~/modules/content/policies/cancellation-refund-policy";
import type { Route } from "./+types/cancellation-refund";
import { replacementDays } from "~/modules/orders/order-rules";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cancellation & Refund Policy",
    description: `When you can cancel an order or a service appointment, how the ${replacementDays}-day replacement works, and how quickly refunds reach you.`,
    path: "/cancellation-refund",
  });

export default function CancellationRefundPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      subtitle="Simple, Fair, and Transparent"
      icon="rotate-ccw"
      intro={cancellationIntro}
      sections={cancellationSections}
      contactText="To cancel an order or appointment, request a replacement or ask about a refund, contact us with your order or booking ID."
    />
  );
}
