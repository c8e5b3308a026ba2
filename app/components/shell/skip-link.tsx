import { pageText } from "~/components/texts/en/page";
import { useText } from "~/i18n/text";

/** The first focusable element of every page; pages render <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {useText(pageText).skipToMain}
    </a>
  );
}
