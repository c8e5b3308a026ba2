import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { lazyPolicyPage } from "~/modules/content/components/lazy-policy-page";
import type { Route } from "./+types/privacy";

const Policy = lazyPolicyPage(() =>
  import("~/modules/content/policies/privacy-policy").then((text) => ({
    intro: text.privacyIntro,
    sections: text.privacySections,
  })),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description: `How ${dealer.name} collects, uses and protects your personal data when you shop or book an appliance service, and the rights you have.`,
    path: "/privacy",
  });

export default function PrivacyPage() {
  return (
    <Policy
      title="Privacy Policy"
      subtitle="Your Privacy is Our Commitment"
      icon="shield-check"
      contactText="Questions about your data, or a request to see, correct or delete it? Write to us or call us."
    />
  );
}
