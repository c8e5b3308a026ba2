import { faqEntriesText } from "~/modules/content/texts/en/faq-entries";
import { useText } from "~/i18n/text";
import { useOnlinePayment } from "~/lib/use-online-payment";

import { FaqAccordion } from "./faq-accordion";
import { faqGroupsIn } from "./faq-entries";
import { FaqJsonLd } from "./faq-json-ld";

// The FAQ page loads these as lazy sections: the answers are text in native disclosures, which work
// before their code arrives.

export function FaqQuestions() {
  return <FaqAccordion groups={faqGroupsIn(useText(faqEntriesText), useOnlinePayment())} />;
}

export function FaqStructuredData() {
  return <FaqJsonLd groups={faqGroupsIn(useText(faqEntriesText), useOnlinePayment())} />;
}
