import { clsx } from "clsx";
import { data, Link } from "react-router";

import { dealer } from "~/lib/dealer";
import { pageMeta } from "~/lib/seo";
import { categories, findCategory } from "~/modules/catalog/categories";
import { ProductCard } from "~/modules/catalog/components/product-card";
import { listProducts } from "~/modules/catalog/products.server";

import type { Route } from "./+types/shop";

/** Cards in the first row load their images at once. */
const ABOVE_THE_FOLD = 4;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = "category" in params ? params.category : undefined;
  const category = slug === undefined ? undefined : findCategory(slug);
  if (slug !== undefined && !category) throw data(null, { status: 404 });
  const products = await listProducts(context.db, { category: category?.slug });
  return {
    category: category ? { slug: category.slug, name: category.name } : null,
    products,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) {
    return [
      ...pageMeta(matches, {
        title: "Page not found",
        description: "The page you are looking for does not exist.",
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { category } = loaderData;
  return pageMeta(matches, {
    title: category ? `Buy ${category.name} Online` : "Shop Home Appliances – All Products",
    description: category
      ? `Shop ${category.name.toLowerCase()} from top brands at ${dealer.name}, ${dealer.city}. Genuine products with manufacturer warranty, free delivery and installation support.`
      : `Shop TVs, air conditioners, washing machines, refrigerators and fans from Samsung, LG, Godrej, Voltas and more at ${dealer.name}, ${dealer.city}. Prices inclusive of all taxes.`,
    path: category ? `/shop/${category.slug}` : "/shop",
  });
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { category, products } = loaderData;
  const heading = category?.name ?? "All Products";
  const count = products.length;
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className="rounded hover:text-brand-700 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              {category ? (
                <Link to="/shop" className="rounded hover:text-brand-700 hover:underline">
                  Shop
                </Link>
              ) : (
                <span aria-current="page">Shop</span>
              )}
            </li>
            {category && (
              <>
                <li aria-hidden="true">/</li>
                <li>
                  <span aria-current="page">{category.name}</span>
                </li>
              </>
            )}
          </ol>
        </nav>

        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>

        <nav aria-label="Categories" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <CategoryLink to="/shop" current={!category}>
                All
              </CategoryLink>
            </li>
            {categories.map((item) => (
              <li key={item.slug}>
                <CategoryLink to={`/shop/${item.slug}`} current={category?.slug === item.slug}>
                  {item.name}
                </CategoryLink>
              </li>
            ))}
          </ul>
        </nav>

        <p className="mt-5 text-sm text-slate-600" aria-live="polite">
          Showing {count} {count === 1 ? "product" : "products"}
        </p>

        {count === 0 ? (
          <section className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No products found</h2>
            <p className="mt-2 text-slate-600">Try adjusting your search or filter criteria</p>
            <Link
              to="/shop"
              className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              View all products
            </Link>
          </section>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < ABOVE_THE_FOLD} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

function CategoryLink({
  to,
  current,
  children,
}: {
  to: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={clsx(
        "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        current
          ? "border-brand-600 bg-brand-600 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
      )}
    >
      {children}
    </Link>
  );
}
