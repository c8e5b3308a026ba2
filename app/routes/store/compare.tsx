import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";

import { compareText } from "~/modules/compare/texts/en/compare";
import { headerText } from "~/components/texts/en/header";
import { productCardText } from "~/modules/catalog/texts/en/product-card";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";

import { Breadcrumb } from "~/components/ui/breadcrumb";

import { buttonClass } from "~/components/ui/button-styles";
import { effectiveUnitPricePaise, formatRupees } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { RatingStars } from "~/modules/catalog/components/rating-stars";
import {
  getProductsByIds,
  parseProductIdList,
  type ComparedProduct,
} from "~/modules/catalog/product-detail.server";
import { compareHrefWithout, compareLimit } from "~/modules/compare/compare-store";
import { compareRows, type CompareRow } from "~/modules/compare/compare-rows";
import { useCompare } from "~/modules/compare/use-compare";

import type { Route } from "./+types/compare";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Unknown ids are skipped before the first four are taken, so a stale id does not take a place.
  const ids = parseProductIdList(new URL(request.url).searchParams.get("ids"), 20);
  const products = await getProductsByIds(context.db, ids);
  return { products: products.slice(0, compareLimit) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(compareText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/compare" }),
    { name: "robots", content: "noindex" },
  ];
};

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const t = useText(compareText);
  const shop = useText(headerText).shop;
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Breadcrumb items={[{ label: shop, to: "/shop" }, { label: t.crumb }]} />
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        {products.length === 0 ? <EmptyCompare /> : <CompareTable products={products} />}
      </div>
    </main>
  );
}

function EmptyCompare() {
  const t = useText(compareText);
  return (
    <section className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="columns-3" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
      <p className="mt-2 max-w-md text-slate-600">{t.emptyText(compareLimit)}</p>
      <Link to="/shop" className={buttonClass({ size: "lg", className: "mt-6" })}>
        {t.browse}
      </Link>
    </section>
  );
}

function CompareTable({ products }: { products: ComparedProduct[] }) {
  const compare = useCompare();
  const t = useText(compareText);
  const ids = products.map((product) => product.id);
  const rows = compareRows(products, t);
  const anyDifference = products.length > 1 && rows.some((row) => row.differs);
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">
          {products.length === 1 ? t.addAnother : t.comparing(products.length)}
          {anyDifference && (
            <span className="ml-2 inline-flex items-center gap-1.5 text-sm">
              <span
                className="size-3 rounded-sm bg-amber-100 shadow-[inset_3px_0_0_var(--color-amber-400)]"
                aria-hidden="true"
              />
              {t.rowsDiffer}
            </span>
          )}
        </p>
        {products.length < compareLimit && (
          <Link to="/shop" className={buttonClass({ variant: "secondary" })}>
            <Icon name="plus" className="size-4" />
            {t.addProducts}
          </Link>
        )}
      </div>
      <div
        role="region"
        aria-label={t.table}
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus-ring"
      >
        <table
          className="w-full table-fixed border-collapse text-left text-sm"
          // Past two products the columns keep a readable width and the table scrolls sideways.
          style={products.length > 2 ? { minWidth: `${7 + products.length * 9.5}rem` } : undefined}
        >
          <caption className="sr-only">
            {t.caption(products.map((product) => product.title).join(", "))}
          </caption>
          <colgroup>
            <col className="w-28 sm:w-44" />
            {products.map((product) => (
              <col key={product.id} />
            ))}
          </colgroup>
          <thead>
            <tr className="align-top">
              <td className="sticky left-0 z-10 border-b border-slate-200 bg-white" />
              {products.map((product) => (
                <th
                  key={product.id}
                  scope="col"
                  className="border-b border-l border-slate-200 p-3 font-normal sm:p-4"
                >
                  <div className="flex h-full flex-col gap-2">
                    <img
                      src={product.image}
                      alt={product.title}
                      width={160}
                      height={160}
                      decoding="async"
                      className="mx-auto aspect-square w-full max-w-40 rounded-lg bg-slate-50 object-contain"
                    />
                    <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {product.brand}
                    </p>
                    <Link
                      to={`/products/${product.id}`}
                      className="line-clamp-3 rounded font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-ring"
                    >
                      {product.title}
                    </Link>
                    <Link
                      to={compareHrefWithout(ids, product.id)}
                      preventScrollReset
                      onClick={() => compare.remove(product.id)}
                      className="mt-auto inline-flex min-h-11 w-fit items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-red-700 focus-ring"
                    >
                      <Icon name="x" className="size-4" />
                      {t.remove}
                      <span className="sr-only"> {product.title}</span>
                    </Link>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <CompareTableRow key={row.label} row={row} products={products} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CompareTableRow({ row, products }: { row: CompareRow; products: ComparedProduct[] }) {
  const t = useText(compareText);
  const differs = products.length > 1 && row.differs;
  return (
    <tr data-differs={differs || undefined} className={clsx("align-top", differs && "bg-amber-50/70")}>
      <th
        scope="row"
        className={clsx(
          "sticky left-0 z-10 border-t border-slate-200 p-3 font-medium text-slate-700 sm:px-4",
          differs ? "bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-400)]" : "bg-white",
        )}
      >
        {row.label}
        {differs && <span className="sr-only">{t.differs}</span>}
      </th>
      {products.map((product, index) => (
        <td key={product.id} className="border-t border-l border-slate-200 p-3 text-slate-900 sm:px-4">
          <CompareCell row={row} product={product} value={row.values[index] ?? null} />
        </td>
      ))}
    </tr>
  );
}

function CompareCell({
  row,
  product,
  value,
}: {
  row: CompareRow;
  product: ComparedProduct;
  value: string | null;
}) {
  const t = useText(compareText);
  const card = useText(productCardText);
  if (row.kind === "price") {
    const price = effectiveUnitPricePaise(product);
    return (
      <div className="flex flex-col gap-0.5">
        <span className="text-base font-bold">{formatRupees(price)}</span>
        {product.mrpPaise !== null && product.mrpPaise > price && (
          <span className="text-xs text-slate-500">
            <span className="sr-only">{card.mrp}</span>
            <s>{formatRupees(product.mrpPaise)}</s>
            {product.discountPct > 0 && (
              <span className="ml-1.5 font-semibold text-emerald-700">{card.off(product.discountPct)}</span>
            )}
          </span>
        )}
      </div>
    );
  }
  if (row.kind === "rating")
    return <RatingStars rating={product.rating} reviewsCount={product.reviewsCount} />;
  if (value === null) {
    return (
      <span className="text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t.notListed}</span>
      </span>
    );
  }
  return <>{value}</>;
}
