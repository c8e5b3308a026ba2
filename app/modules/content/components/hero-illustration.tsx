import heroUrl from "~/assets/hero-illustration.svg?no-inline";

/**
 * A flat drawing of a showroom corner (AC, TV, refrigerator, washing machine). Decorative. A cacheable file
 * rather than inline markup, so it is not repeated in every home page's HTML; its size is fixed up front.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return <img src={heroUrl} alt="" width={560} height={440} decoding="async" className={className} />;
}
