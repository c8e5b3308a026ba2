import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { PolicyPage } from "~/modules/content/components/policy-page";
import { privacyIntro, privacySections } from "~/modules/content/policies/privacy-policy";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description: `How ${dealer.name} collects, uses and protects your personal data when you shop or book an appliance service, and the rights you have.`,
    path: "/privacy",
  });

export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      subtitle="Your Privacy is Our Commitment"
      icon="shield-check"
      intro={privacyIntro}
      sections={privacySections}
      contactText="Questions about your data, or a request to see, correct or delete it? Write to us or call us."
    />
  );
}
