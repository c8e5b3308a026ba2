import type { MouseEvent } from "react";

import { pageText } from "~/components/texts/en/page";
import { useText } from "~/i18n/text";

/**
 * Focuses main itself (focusable by script only: tabindex -1 is never a Tab stop) and sets the hash without
 * a navigation: a hash change is a navigation for the router, and a page it renders again may lose the
 * focus to the top of the page. Before the script has loaded, the link is a plain #main link.
 */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  event.preventDefault();
  main.setAttribute("tabindex", "-1");
  // main is not a control: it draws no focus ring
  main.classList.add("focus:outline-none");
  main.focus();
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
