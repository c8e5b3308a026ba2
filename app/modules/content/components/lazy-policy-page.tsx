import { lazySection } from "~/components/lazy-section";

import type { PolicyPageProps, PolicyText } from "./policy-page";

/**
 * A policy page (policy-page.tsx) whose layout and text load after the page, as a lazy section: the server
 * renders it in full and the page's first-load JavaScript carries none of the text. `loadPolicy` gives the
 * hook that reads the policy's text in the page's language.
 */
export function lazyPolicyPage(loadPolicy: () => Promise<() => PolicyText>) {
  return lazySection(async () => {
    const [{ PolicyPage }, usePolicyText] = await Promise.all([import("./policy-page"), loadPolicy()]);
    return function Policy(props: Omit<PolicyPageProps, keyof PolicyText>) {
      return <PolicyPage {...props} {...usePolicyText()} />;
    };
  });
}
