import { pageText } from "~/components/texts/en/page";
import { useText } from "~/i18n/text";

/**
 * Main is made focusable (by script only: tabindex -1 is never a Tab stop) just before the browser follows
 * the link, so the browser moves the focus into it, rather than leaving the next Tab to its "focus
 * navigation starting point", which some browsers set only after the hash change has settled.
 */
function focusableMain() {
  const main = document.getElementById("main");
  main?.setAttribute("tabindex", "-1");
  // main is not a control: it draws no focus ring
  main?.classList.add("focus:outline-none");
}

/** The first focusable element of every page; pages render <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link" onClick={focusableMain}>
      {useText(pageText).skipToMain}
    </a>
  );
}
