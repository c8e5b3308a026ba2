import { useNavigation } from "react-router";

import { headerText } from "~/components/texts/en/header";
import { useText } from "~/i18n/text";

/**
 * A thin bar at the very top while a navigation is pending. It grows towards 80% with a CSS transition
 * that starts from zero width (@starting-style), so no timers are needed; it unmounts when idle.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useText(headerText);
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t.loadingPage}
      className="pointer-events-none fixed inset-x-0 top-0 z-[90] h-1 bg-brand-100/60"
    >
      <div className="h-full w-4/5 bg-brand-600 transition-[width] duration-[4000ms] ease-out motion-reduce:transition-none starting:w-0" />
    </div>
  );
}
