import { dealer } from "~/lib/dealer";

/** schema.org data about the shop for search engines; `description` is in the page's language. */
export function LocalBusinessJsonLd({ origin, description }: { origin: string; description: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "ElectronicsStore",
    "@id": `${origin}/#business`,
    name: dealer.name,
    description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: dealer.phone,
    email: dealer.email,
    foundingDate: String(dealer.foundedYear),
    priceRange: "₹₹",
    currenciesAccepted: "INR",
    paymentAccepted: "Cash, UPI, Net Banking, Credit Card, Debit Card",
    address: {
      "@type": "PostalAddress",
      streetAddress: dealer.street,
      addressLocality: dealer.city,
      addressRegion: dealer.state,
      postalCode: dealer.pincode,
      addressCountry: "IN",
    },
    areaServed: { "@type": "City", name: dealer.city },
    hasMap: dealer.mapsUrl,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "09:00",
      closes: "20:00",
    },
    sameAs: dealer.socials.map((social) => social.href),
  };
  // "<" is escaped so nothing inside the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
