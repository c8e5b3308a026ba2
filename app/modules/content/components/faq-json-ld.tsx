import type { FaqGroup } from "./faq-entries";

/** schema.org FAQPage data with the same questions and answers the page shows. */
export function FaqJsonLd({ groups }: { groups: readonly FaqGroup[] }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    ),
  };
  // "<" is escaped so nothing inside the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
