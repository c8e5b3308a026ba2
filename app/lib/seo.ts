import type { MetaDescriptor } from "react-router";

type RootData = { publicUrl: string } | undefined;
type MatchLike = { id: string; data?: unknown } | undefined;

export type PageSeo = {
  title: string;
  description: string;
  /** The page's path, e.g. "/about"; the canonical link is PUBLIC_URL + path. */
  path: string;
  image?: string;
};

const siteName = "Kaveri Home Appliances";

/** Title, description, canonical link and Open Graph tags for a page. */
export function pageMeta(matches: readonly MatchLike[], seo: PageSeo): MetaDescriptor[] {
  const rootData = matches.find((match) => match?.id === "root")?.data as RootData;
  const origin = rootData?.publicUrl ?? "";
  const url = `${origin}${seo.path}`;
  const title = seo.title.includes(siteName) ? seo.title : `${seo.title} | ${siteName}`;
  const image = `${origin}${seo.image ?? "/images/og-default.svg"}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
