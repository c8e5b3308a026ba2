import { policiesText } from "~/modules/content/texts/en/policies";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/terms";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("cached");

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/terms-and-conditions").then((text) => text.useTermsPolicy),
);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(policiesText, localeOfPath(location.pathname));
  return pageMeta(matches, { title: t["terms.title"], description: t["terms.description"], path: "/terms" });
};

export default function TermsPage() {
  const t = useText(policiesText);
  return (
    <Policy
      title={t["terms.title"]}
      subtitle={t["terms.subtitle"]}
      icon="file-text"
      contactText={t["terms.contact"]}
    />
  );
}
