import { policiesText } from "~/modules/content/texts/en/policies";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import { repairWarrantyDays } from "~/modules/appliances/warranty-rules";
import type { Route } from "./+types/warranty";
import { replacementDays } from "~/modules/orders/order-rules";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/components/warranty-policy").then((text) => text.useWarrantyPolicy),
);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(policiesText, localeOfPath(location.pathname));
  return pageMeta(matches, {
    title: t["warranty.title"],
    description: t["warranty.description"](repairWarrantyDays, replacementDays),
    path: "/policies/warranty",
  });
};

export default function WarrantyPage() {
  const t = useText(policiesText);
  return (
    <Policy
      title={t["warranty.title"]}
      subtitle={t["warranty.subtitle"]}
      icon="shield-check"
      contactText={t["warranty.contact"]}
    />
  );
}
