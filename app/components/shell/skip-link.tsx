import type { MouseEvent } from "react";

import { pageText } from "~/components/texts/en/page";
import { useText } from "~/i18n/text";

/**
 * Moves the focus into main at once, rather than leaving the next Tab to the browser's "focus navigation
 * starting point", which some browsers set only after the hash change has settled. Main becomes focusable by
 * script only (tabindex -1), so it is never a Tab stop of its own.
 */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus();
  event.preventDefault();
  history.replaceState(history.state, "", "#main");
}

/** The first focusable element of every page; pages render <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link" onClick={focusMain}>
      {useText(pageText).skipToMain}
    </a>
  );
}
