import { FaqAccordion } from "./faq-accordion";
import { faqGroups } from "./faq-entries";
import { FaqJsonLd } from "./faq-json-ld";

// The FAQ page loads these as lazy sections: the answers are text in native disclosures, which work
// before their code arrives.

export function FaqQuestions() {
  return <FaqAccordion groups={faqGroups} />;
}

export function FaqStructuredData() {
  return <FaqJsonLd groups={faqGroups} />;
}
