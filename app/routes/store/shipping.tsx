import { policiesText } from "~/modules/content/texts/en/policies";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/shipping";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/shipping-policy").then((text) => text.useShippingPolicy),
);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(policiesText, localeOfPath(location.pathname));
  return pageMeta(matches, {
    title: t["shipping.title"],
    description: t["shipping.description"](processingDays, deliveryWindows.metro, deliveryWindows.other),
    path: "/shipping",
  });
};

export default function ShippingPage() {
  const t = useText(policiesText);
  return (
    <Policy
      title={t["shipping.title"]}
      subtitle={t["shipping.subtitle"]}
      icon="truck"
      contactText={t["shipping.contact"]}
    />
  );
}
