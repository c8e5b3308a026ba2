import type { MetaDescriptor } from "react-router";

import { htmlLang, localePath, type Locale } from "~/i18n/locale";
import { dealer } from "~/lib/dealer";

type RootData = { publicUrl: string } | undefined;
type MatchLike = { id: string; data?: unknown } | undefined;

export type PageSeo = {
  title: string;
  description: string;
  /** The page's path, e.g. "/about"; the canonical link is PUBLIC_URL + path. */
  path: string;
  /** A 1200 × 630 JPEG or PNG for link previews (they show no SVG); the shop's own card by default. */
  image?: string;
};

const siteName = dealer.name;

/** The language of the page these route matches render: its Tamil copies have ids starting "ta/". */
function localeOfMatches(matches: readonly MatchLike[]): Locale {
  return matches.some((match) => match?.id.startsWith("ta/")) ? "ta" : "en";
}

/**
 * Title, description, canonical link, the page's other language (`hreflang` both ways) and Open Graph tags.
 * `seo.path` is the English path; a Tamil page's canonical link is its /ta path.
 */
export function pageMeta(matches: readonly MatchLike[], seo: PageSeo): MetaDescriptor[] {
  const rootData = matches.find((match) => match?.id === "root")?.data as RootData;
  const origin = rootData?.publicUrl ?? "";
  const locale = localeOfMatches(matches);
  const url = `${origin}${localePath(seo.path, locale)}`;
  // Tamil words are long: the short name keeps a Tamil title within the 60 characters search results show.
  const suffix = locale === "ta" ? dealer.shortName : siteName;
  const title = seo.title.includes(siteName) ? seo.title : `${seo.title} | ${suffix}`;
  const image = `${origin}${seo.image ?? "/images/og-default.png"}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(origin, seo.path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: locale === "ta" ? "ta_IN" : "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** `hreflang` links to both languages of a page, and x-default to English. */
function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  const alternate = (hrefLang: string, language: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: `${origin}${localePath(path, language)}`,
  });
  return [alternate(htmlLang.en, "en"), alternate(htmlLang.ta, "ta"), alternate("x-default", "en")];
}
