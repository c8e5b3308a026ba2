import { headerText } from "~/components/texts/en/header";
import { useLocalePath } from "~/i18n/use-locale";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";
import { effectiveUnitPricePaise } from "~/lib/money";

type JsonLdProduct = {
  id: string;
  title: string;
  brand: string;
  category: string;
  pricePaise: number;
  mrpPaise: number | null;
  discountPct: number;
  rating: number;
  reviewsCount: number;
  images: readonly string[];
  inStock: boolean;
  description: string | null;
  model: string | null;
  gtin: string | null;
  maker: { countryOfOrigin: string | null; manufacturer: { name: string; address: string | null } | null };
};

type Days = { min: number; max: number };

/** What the shop promises every order: handling and transit days, and the return window. */
type OfferTerms = { handlingDays: Days; transitDays: Days; returnDays: number };

type ProductJsonLdProps = {
  terms: OfferTerms;
  product: JsonLdProduct;
  /** The category's display name and shop path for the breadcrumb, e.g. TVs and /shop/tv. */
  category: { name: string; path: string };
  /** PUBLIC_URL: schema.org wants absolute addresses. */
  origin: string;
};

/** A range of business days as schema.org's QuantitativeValue takes it. */
const days = ({ min, max }: Days) => ({
  minValue: min,
  maxValue: max,
  unitCode: "DAY",
});

/** schema.org Product with its Offer, and the page's BreadcrumbList (in the page's language), for search engines. */
export function ProductJsonLd({ product, category, origin, terms }: ProductJsonLdProps) {
  const t = useText(headerText);
  const to = useLocalePath();
  const url = `${origin}${to(`/products/${product.id}`)}`;
  const rupees = effectiveUnitPricePaise(product) / 100;
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${url}#product`,
      name: product.title,
      url,
      image: product.images.map((src) => `${origin}${src}`),
      description: product.description ?? product.title,
      sku: product.id,
      ...(product.model ? { mpn: product.model } : {}),
      ...(product.gtin ? { gtin: product.gtin } : {}),
      // in English, like the rest of the markup; schema.org has no property for an importer
      ...(product.maker.countryOfOrigin
        ? { countryOfOrigin: { "@type": "Country", name: product.maker.countryOfOrigin } }
        : {}),
      ...(product.maker.manufacturer
        ? {
            manufacturer: {
              "@type": "Organization",
              name: product.maker.manufacturer.name,
              ...(product.maker.manufacturer.address ? { address: product.maker.manufacturer.address } : {}),
            },
          }
        : {}),
      category: category.name,
      brand: { "@type": "Brand", name: product.brand },
      // No aggregateRating: the page shows no reviews, and ratings in the markup must come from reviews
      // shown on the page (Google's review snippet guidelines).
      offers: {
        "@type": "Offer",
        url,
        priceCurrency: "INR",
        price: rupees.toFixed(2),
        availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: { "@type": "Organization", name: dealer.name, "@id": `${origin}/#business` },
        shippingDetails: {
          "@type": "OfferShippingDetails",
          shippingRate: { "@type": "MonetaryAmount", value: 0, currency: "INR" },
          shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
          deliveryTime: {
            "@type": "ShippingDeliveryTime",
            handlingTime: { "@type": "QuantitativeValue", ...days(terms.handlingDays) },
            transitTime: { "@type": "QuantitativeValue", ...days(terms.transitDays) },
          },
        },
        hasMerchantReturnPolicy: {
          "@type": "MerchantReturnPolicy",
          applicableCountry: "IN",
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: terms.returnDays,
          returnFees: "https://schema.org/FreeReturn",
        },
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: t.home, item: `${origin}${to("/")}` },
        { name: t.shop, item: `${origin}${to("/shop")}` },
        { name: category.name, item: `${origin}${to(category.path)}` },
        { name: product.title, item: url },
      ].map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
    },
  ];
  // "<" is escaped so nothing inside the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
