import { data, useRouteLoaderData } from "react-router";

import { Breadcrumb } from "~/components/ui/breadcrumb";
import { categoriesText } from "~/modules/catalog/texts/en/categories";
import { headerText } from "~/components/texts/en/header";
import { productText } from "~/modules/catalog/texts/en/product";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { effectiveUnitPricePaise } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { ProductBuyBox } from "~/modules/catalog/components/product-buy-box";
import { ProductDeliveryPromises } from "~/modules/catalog/components/product-delivery-promises";
import { ProductDetails } from "~/modules/catalog/components/product-details";
import { ProductGallery } from "~/modules/catalog/components/product-gallery";
import { ProductHighlights } from "~/modules/catalog/components/product-highlights";
import { ProductJsonLd } from "~/modules/catalog/components/product-json-ld";
import { ProductNotFound } from "~/modules/catalog/components/product-not-found";
import { ProductOverview } from "~/modules/catalog/components/product-overview";
import { RelatedProducts } from "~/modules/catalog/components/related-products";
import {
  deliveryByLabel,
  getProduct,
  listRelated,
  parseProductId,
  warrantyLabel,
} from "~/modules/catalog/product-detail.server";
import {
  productCategoryLink,
  productInstallationText,
  productOfferText,
} from "~/modules/catalog/product-page";
import { CompareBar } from "~/modules/compare/components/compare-bar";

import type { Route } from "./+types/product";
import { replacementDays } from "~/modules/orders/order-rules";
import { deliveryWindows, processingDays } from "~/modules/orders/delivery-estimate";
import { routePolicy } from "~/lib/route-policy";
import { plansForCategory } from "~/modules/amc/amc-contracts.server";
import { ProductAmcPlans } from "~/modules/catalog/components/product-amc-plans";

export const handle = routePolicy("cached");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  const locale = localeOfRequest(request);
  const product = id === null ? null : await getProduct(context.db, id, locale);
  if (!product) return data({ found: false as const }, { status: 404 });
  const [related, amcPlans] = await Promise.all([
    listRelated(context.db, product, 4),
    plansForCategory(context.db, product.category),
  ]);
  const t = textIn(productText, locale);
  return {
    found: true as const,
    product,
    related,
    amcPlans: amcPlans.map(({ id, name, pricePaise, months, visitsIncluded, partsCovered }) => ({
      id,
      name,
      pricePaise,
      months,
      visitsIncluded,
      partsCovered,
    })),
    category: productCategoryLink(product.category, textIn(categoriesText, locale)),
    deliveryBy: deliveryByLabel(new Date(), locale),
    warranty: warrantyLabel(product, t),
    installation: productInstallationText(product, t),
    terms: {
      handlingDays: { ...processingDays },
      transitDays: { min: deliveryWindows.metro.min, max: deliveryWindows.other.max },
      returnDays: replacementDays,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const t = textIn(productText, localeOfPath(location.pathname));
  if (!loaderData?.found) {
    return [
      ...pageMeta(matches, {
        title: t.notFoundTitle,
        description: t.notFoundDescription,
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { product } = loaderData;
  const offer = productOfferText(product, t);
  return [
    ...pageMeta(matches, {
      title: product.title,
      description: t.metaDescription(product.title, offer, product.brand, replacementDays),
      path: `/products/${product.id}`,
      image: `/og/products/${product.id}.jpg`,
    }),
    { property: "product:price:amount", content: String(effectiveUnitPricePaise(product) / 100) },
    { property: "product:price:currency", content: "INR" },
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ProductNotFound />;
  // A new product starts again from the first picture and a quantity of 1.
  return <ProductView key={loaderData.product.id} {...loaderData} />;
}

type ProductViewProps = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function ProductView({
  product,
  related,
  amcPlans,
  category,
  deliveryBy,
  warranty,
  installation,
  terms,
}: ProductViewProps) {
  const root = useRouteLoaderData<{ publicUrl: string }>("root");
  const t = useText(productText);
  const shop = useText(headerText).shop;
  return (
    <main id="main" className="bg-white pb-24">
      <div className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6 sm:py-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: shop, to: "/shop" },
            { label: category.name, to: category.path },
            { label: product.title },
          ]}
        />

        <div className="mt-4 grid gap-6 lg:mt-6 lg:grid-cols-2 lg:gap-12">
          <div className="lg:sticky lg:top-6 lg:self-start">
            <ProductGallery
              images={product.images}
              title={product.title}
              overlay={
                !product.inStock && (
                  <p className="absolute top-3 left-3 rounded-md bg-slate-900 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
                    {t.outOfStockRibbon}
                  </p>
                )
              }
            />
          </div>

          <div className="flex min-w-0 flex-col gap-5">
            <ProductOverview product={product} />
            <ProductBuyBox product={product} />
            <ProductDeliveryPromises
              deliveryBy={deliveryBy}
              warranty={warranty}
              warrantyNote={product.warrantyNote}
              installation={installation}
            />
            <ProductHighlights features={product.features} inTamil={product.featuresInTamil} />
            <ProductAmcPlans plans={amcPlans} />
          </div>
        </div>

        <ProductDetails
          title={product.title}
          specs={product.specs}
          description={product.description}
          declarations={product.declarations}
        />
        <RelatedProducts products={related} category={category} />
      </div>
      <ProductJsonLd product={product} category={category} origin={root?.publicUrl ?? ""} terms={terms} />
      <CompareBar />
    </main>
  );
}
