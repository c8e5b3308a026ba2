import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/terms";

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/terms-and-conditions").then((text) => ({
    intro: text.termsIntro,
    sections: text.termsSections,
  })),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms & Conditions",
    description: `The terms for buying appliances and booking doorstep service with ${dealer.name}: orders, pricing, payments, appointments and warranty.`,
    path: "/terms",
  });

export default function TermsPage() {
  return (
    <Policy
      title="Terms & Conditions"
      subtitle="The rules that keep every order and service visit clear and fair"
      icon="file-text"
      contactText="If anything in these terms is unclear, our support team is happy to explain."
    />
  );
}
