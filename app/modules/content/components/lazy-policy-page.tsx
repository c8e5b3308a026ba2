import type { ReactNode } from "react";

import { lazySection } from "~/components/lazy-section";

import type { PolicyPageProps, PolicySection } from "./policy-page";

type PolicyText = { intro?: ReactNode; sections: PolicySection[] };

/**
 * A policy page (policy-page.tsx) whose layout and text load after the page, as a lazy section: the server
 * renders it in full and the page's first-load JavaScript carries none of the text.
 */
export function lazyPolicyPage(loadText: () => Promise<PolicyText>) {
  return lazySection(async () => {
    const [{ PolicyPage }, text] = await Promise.all([import("./policy-page"), loadText()]);
    return function Policy(props: Omit<PolicyPageProps, keyof PolicyText>) {
      return <PolicyPage {...props} {...text} />;
    };
  });
}
