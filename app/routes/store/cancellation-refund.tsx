import { policiesText } from "~/modules/content/texts/en/policies";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/cancellation-refund";
import { replacementDays } from "~/modules/orders/order-rules";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/cancellation-refund-policy").then((text) => text.useCancellationPolicy),
);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(policiesText, localeOfPath(location.pathname));
  return pageMeta(matches, {
    title: t["cancellation.title"],
    description: t["cancellation.description"](replacementDays),
    path: "/cancellation-refund",
  });
};

export default function CancellationRefundPage() {
  const t = useText(policiesText);
  return (
    <Policy
      title={t["cancellation.title"]}
      subtitle={t["cancellation.subtitle"]}
      icon="rotate-ccw"
      contactText={t["cancellation.contact"]}
    />
  );
}
