import { clsx } from "clsx";
import {
  ArrowLeft,
  BadgeCheck,
  Check,
  ChevronRight,
  ReceiptIndianRupee,
  RotateCcw,
  ShieldCheck,
  Truck,
} from "lucide-react";
import { useState } from "react";
import { data, Link, useRouteLoaderData } from "react-router";

import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { effectiveUnitPricePaise, formatRupees } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { findCategory } from "~/modules/catalog/categories";
import { AddToCartButtons } from "~/modules/catalog/components/add-to-cart-buttons";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { ProductGallery } from "~/modules/catalog/components/product-gallery";
import { ProductJsonLd } from "~/modules/catalog/components/product-json-ld";
import { ProductPrice } from "~/modules/catalog/components/product-price";
import { QuantitySelector } from "~/modules/catalog/components/quantity-selector";
import { RatingStars } from "~/modules/catalog/components/rating-stars";
import { SpecTable } from "~/modules/catalog/components/spec-table";
import { WishlistHeart } from "~/modules/catalog/components/wishlist-heart";
import {
  deliveryByLabel,
  getProduct,
  listRelated,
  parseProductId,
  warrantyLabel,
} from "~/modules/catalog/product-detail.server";
import { CompareBar } from "~/modules/compare/components/compare-bar";
import { CompareToggle } from "~/modules/compare/components/compare-toggle";

import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  const product = id === null ? null : await getProduct(context.db, id);
  if (!product) return data({ found: false as const }, { status: 404 });
  const related = await listRelated(context.db, product, 4);
  const category = findCategory(product.category);
  return {
    found: true as const,
    product,
    related,
    category: {
      name: category?.name ?? product.category,
      singular: category?.singular ?? product.category,
      path: category ? `/shop/${category.slug}` : "/shop",
    },
    deliveryBy: deliveryByLabel(),
    warranty: warrantyLabel(product),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData?.found) {
    return [
      ...pageMeta(matches, {
        title: "Product not found",
        description: "The product you're looking for doesn't exist or has been removed.",
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { product } = loaderData;
  const price = formatRupees(effectiveUnitPricePaise(product));
  const offer =
    product.discountPct > 0 && product.mrpPaise !== null
      ? `${price} (${product.discountPct}% off MRP ${formatRupees(product.mrpPaise)})`
      : price;
  return [
    ...pageMeta(matches, {
      title: product.title,
      description: `Buy the ${product.title} at ${offer} from ${dealer.name}, ${dealer.city}. Genuine ${product.brand} product with free delivery, manufacturer warranty and 7-day replacement.`,
      path: `/products/${product.id}`,
      image: product.image,
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

function ProductView({ product, related, category, deliveryBy, warranty }: ProductViewProps) {
  const [quantity, setQuantity] = useState(1);
  const root = useRouteLoaderData<{ publicUrl: string }>("root");
  const details = [
    product.capacity,
    product.energyRating ? `${product.energyRating} Star energy rating` : null,
  ].filter((detail): detail is string => Boolean(detail));

  return (
    <main id="main" className="bg-white pb-24">
      <div className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6 sm:py-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: "Shop", to: "/shop" },
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
                    Out of Stock
                  </p>
                )
              }
            />
          </div>

          <div className="flex min-w-0 flex-col gap-5">
            <div>
              <Link
                to={`/shop?brand=${encodeURIComponent(product.brandSlug)}`}
                className="inline-flex min-h-6 items-center text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {product.brand}
              </Link>
              <h1 className="mt-1 text-xl leading-snug font-bold text-balance text-slate-900 sm:text-2xl lg:text-3xl">
                {product.title}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
                <RatingStars rating={product.rating} reviewsCount={product.reviewsCount} />
                <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                  <BadgeCheck className="size-4 text-brand-600" aria-hidden="true" />
                  Authorised {product.brand} dealer
                </span>
              </div>
              {details.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Key details">
                  {details.map((detail) => (
                    <li
                      key={detail}
                      className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
                    >
                      {detail}
                    </li>
                  ))}
                </ul>
              )}
            </div>

            <div className="border-t border-slate-200 pt-5">
              <ProductPrice
                pricePaise={product.pricePaise}
                mrpPaise={product.mrpPaise}
                discountPct={product.discountPct}
              />
              <p
                className={clsx(
                  "mt-3 inline-flex items-center gap-2 text-sm font-semibold",
                  product.inStock ? "text-emerald-700" : "text-red-700",
                )}
              >
                <span
                  className={clsx("size-2 rounded-full", product.inStock ? "bg-emerald-600" : "bg-red-600")}
                  aria-hidden="true"
                />
                {product.inStock ? "In stock" : "Currently out of stock"}
              </p>
            </div>

            <div className="flex flex-col gap-4">
              <QuantitySelector value={quantity} onChange={setQuantity} />
              <AddToCartButtons product={product} quantity={quantity} />
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <WishlistHeart item={{ id: product.id, title: product.title }} variant="button" />
                <CompareToggle productId={product.id} title={product.title} />
              </div>
            </div>

            <section
              aria-labelledby="delivery-heading"
              className="rounded-xl border border-slate-200 bg-slate-50 p-4"
            >
              <h2 id="delivery-heading" className="sr-only">
                Delivery and services
              </h2>
              <ul className="grid gap-3 text-sm text-slate-700 sm:grid-cols-2">
                <ServicePromise icon={Truck}>
                  <span className="font-semibold text-slate-900">Delivery by {deliveryBy}</span>
                  <span className="block font-medium text-emerald-700">Free delivery</span>
                </ServicePromise>
                <ServicePromise icon={ShieldCheck}>
                  <span className="font-semibold text-slate-900">{warranty}</span>
                  <PolicyLink to="/terms#warranty">Warranty terms</PolicyLink>
                </ServicePromise>
                <ServicePromise icon={RotateCcw}>
                  <span className="font-semibold text-slate-900">7 Days Replacement</span>
                  <PolicyLink to="/cancellation-refund#replacement">For defective products</PolicyLink>
                </ServicePromise>
                <ServicePromise icon={ReceiptIndianRupee}>
                  <span className="font-semibold text-slate-900">Prices inclusive of all taxes</span>
                </ServicePromise>
              </ul>
            </section>

            {product.features.length > 0 && (
              <section aria-labelledby="highlights-heading">
                <h2 id="highlights-heading" className="text-lg font-bold text-slate-900">
                  Highlights
                </h2>
                <ul className="mt-3 grid gap-2">
                  {product.features.map((feature) => (
                    <li key={feature} className="flex gap-2 text-slate-700">
                      <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>

        <div className="mt-10 grid gap-10 border-t border-slate-200 pt-10 lg:grid-cols-2 lg:gap-12">
          <section aria-labelledby="specifications-heading">
            <h2 id="specifications-heading" className="text-xl font-bold text-slate-900">
              Specifications
            </h2>
            <div className="mt-4">
              <SpecTable specs={product.specs} caption={`Specifications of the ${product.title}`} />
            </div>
          </section>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-bold text-slate-900">
              Description
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">
              {product.description ?? "No description available."}
            </p>
          </section>
        </div>

        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-10">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id="related-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
                You May Also Like
              </h2>
              <Link
                to={category.path}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                All {category.name}
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
            <ul
              className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
              data-testid="related-products"
            >
              {related.map((item) => (
                <li key={item.id}>
                  <ProductCard product={item} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <ProductJsonLd product={product} category={category} origin={root?.publicUrl ?? ""} />
      <CompareBar />
    </main>
  );
}

function PolicyLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-6 w-fit items-center rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  );
}

function ServicePromise({ icon: Icon, children }: { icon: typeof Truck; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-slate-200">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="leading-snug">{children}</span>
    </li>
  );
}

function ProductNotFound() {
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Product not found</h1>
        <p className="text-slate-600">
          The product you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Link to="/shop" className={buttonClass({ size: "lg", className: "mt-2" })}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          Back to Shop
        </Link>
      </div>
    </main>
  );
}
