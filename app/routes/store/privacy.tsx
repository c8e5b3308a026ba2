import { policiesText } from "~/modules/content/texts/en/policies";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/privacy";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/privacy-policy").then((text) => text.usePrivacyPolicy),
);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(policiesText, localeOfPath(location.pathname));
  return pageMeta(matches, {
    title: t["privacy.title"],
    description: t["privacy.description"],
    path: "/privacy",
  });
};

export default function PrivacyPage() {
  const t = useText(policiesText);
  return (
    <Policy
      title={t["privacy.title"]}
      subtitle={t["privacy.subtitle"]}
      icon="shield-check"
      contactText={t["privacy.contact"]}
    />
  );
}
