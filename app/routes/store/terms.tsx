import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { PolicyPage } from "~/modules/content/components/policy-page";
import { termsIntro, termsSections } from "~/modules/content/policies/terms-and-conditions";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms & Conditions",
    description: `The terms for buying appliances and booking doorstep service with ${dealer.name}: orders, pricing, payments, appointments and warranty.`,
    path: "/terms",
  });

export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      subtitle="The rules that keep every order and service visit clear and fair"
      icon="file-text"
      intro={termsIntro}
      sections={termsSections}
      contactText="If anything in these terms is unclear, our support team is happy to explain."
    />
  );
}
