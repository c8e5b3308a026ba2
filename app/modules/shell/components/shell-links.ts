import type { footerText } from "~/modules/shell/texts/en/footer";
import type { headerText } from "~/components/texts/en/header";
import type { CategorySlug } from "~/modules/catalog/categories";

/** A link whose text is the `text` key of a namespace. */
type ShellLink<Key extends string> = { text: Key; to: string };

/** The keys of a namespace's plain texts (not the ones that take values). */
type Words<Texts> = { [Key in keyof Texts]: Texts[Key] extends string ? Key : never }[keyof Texts] & string;
type HeaderWord = Words<typeof headerText.en>;
type FooterWord = Words<typeof footerText.en>;

/** The header's main navigation, in order. */
export const mainNavLinks: readonly ShellLink<HeaderWord>[] = [
  { text: "home", to: "/" },
  { text: "shop", to: "/shop" },
  { text: "services", to: "/services" },
  { text: "brands", to: "/brands" },
  { text: "about", to: "/about" },
  { text: "contact", to: "/contact" },
];

export const bookServiceHref = "/contact";

/** The footer's categories, named by the category's name or, for ACs, the footer's shorter one. */
export const footerShopLinks: readonly { category: CategorySlug; short?: "acs"; to: string }[] = [
  { category: "tv", to: "/shop?category=tv" },
  { category: "refrigerator", to: "/shop?category=refrigerator" },
  { category: "washing-machine", to: "/shop?category=washing-machine" },
  { category: "ac", short: "acs", to: "/shop?category=ac" },
  { category: "air-cooler", to: "/shop?category=air-cooler" },
  { category: "water-heater", to: "/shop?category=water-heater" },
  { category: "fan", to: "/shop?category=fan" },
];

export const footerServiceLinks: readonly ShellLink<FooterWord>[] = [
  { text: "bookService", to: "/services/book" },
  { text: "trackService", to: "/track-service" },
  { text: "myAppliances", to: "/my-appliances" },
  { text: "warranty", to: "/policies/warranty" },
  { text: "repairs", to: "/services/repairs" },
  { text: "faq", to: "/faq" },
];

export const footerCompanyLinks: readonly ShellLink<FooterWord>[] = [
  { text: "about", to: "/about" },
  { text: "contact", to: "/contact" },
  { text: "storeLocator", to: "/store-locator" },
];

export const footerPolicyLinks: readonly ShellLink<FooterWord>[] = [
  { text: "privacy", to: "/privacy" },
  { text: "terms", to: "/terms" },
  { text: "shipping", to: "/shipping" },
  { text: "cancellationRefund", to: "/cancellation-refund" },
];
