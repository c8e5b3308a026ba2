import { Icon } from "~/components/ui/icon";
import { useSyncExternalStore } from "react";

import { headerText } from "~/components/texts/en/header";
import { useText } from "~/i18n/text";

const threshold = 300;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const isScrolledPast = () => window.scrollY > threshold;
const onServer = () => false;

function scrollToTop() {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The button disappears near the top, so hand focus to the logo link instead of losing it to <body>.
  document.querySelector<HTMLElement>("[data-home-link]")?.focus({ preventScroll: true });
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}

export function BackToTop() {
  const visible = useSyncExternalStore(subscribe, isScrolledPast, onServer);
  const t = useText(headerText);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t.backToTop}
      title={t.backToTop}
      onClick={scrollToTop}
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-ring sm:right-6 sm:bottom-6"
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
