import { Icon } from "~/components/ui/icon";
import { useRef } from "react";

import { cartText } from "~/modules/cart/texts/en/cart";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText, type TextOf } from "~/i18n/text";

import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button-styles";
import { PrePaintScript } from "~/lib/pre-paint-script";
import { pageMeta } from "~/lib/seo";
import { CartNeedsJavaScript } from "~/modules/catalog/components/add-to-cart-buttons";
import { CartLine } from "~/modules/cart/components/cart-line";
import { CartSkeleton } from "~/modules/cart/components/cart-skeleton";
import { CartSummary } from "~/modules/cart/components/cart-summary";
import { cartPageIds, showEmptyCartFirst } from "~/modules/cart/empty-cart-first";
import { useCheckedCart, type CheckedLine } from "~/modules/cart/use-checked-cart";

import type { Route } from "./+types/cart";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("public");

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = textIn(cartText, localeOfPath(location.pathname));
  return [
    ...pageMeta(matches, { title: t.title, description: t.description, path: "/cart" }),
    { name: "robots", content: "noindex" },
  ];
};

function blockedReasonOf(lines: readonly CheckedLine[], t: TextOf<typeof cartText>): string | null {
  if (lines.some((line) => line.issue === "unavailable" || line.issue === "out-of-stock")) {
    return t.blockedUnavailable;
  }
  if (lines.some((line) => line.issue === "short")) return t.blockedShort;
  return null;
}

/**
 * The server cannot know what the saved cart holds: it sends the skeleton of one line, and the empty cart's
 * panel hidden, which a script shows before the first paint when the saved cart is surely empty
 * (showEmptyCartFirst). The two take the same height, so the footer does not move either way.
 */
const cartBodyHeight = "min-h-126.5 lg:min-h-96";

export default function CartPage() {
  const t = useText(cartText);
  const { cart, status, lines, totals, retry } = useCheckedCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const empty = cart.ready && cart.items.length === 0;
  const loading = !empty && status === "loading";

  function remove(id: string) {
    cart.remove(id);
    headingRef.current?.focus();
  }

  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <Breadcrumb items={[{ label: t.crumb }]} />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
            >
              {t.title}
            </h1>
            {cart.ready && !empty && (
              <p className="text-slate-600" data-testid="cart-count">
                {t.itemCount(cart.totalItems)}
              </p>
            )}
          </div>
          {/* Hidden, not removed, when the cart is empty: the server's page has it, and the row keeps its height. */}
          <Link
            id={cartPageIds.continueLink}
            to="/shop"
            suppressHydrationWarning
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-ring ${empty ? "invisible" : ""}`}
          >
            <Icon name="arrow-left" className="size-4" />
            {t.continueShopping}
          </Link>
        </div>

        {empty || !cart.ready ? (
          <>
            <section
              id={cartPageIds.empty}
              hidden={!empty}
              suppressHydrationWarning
              className={`mt-6 flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center ${cartBodyHeight}`}
            >
              <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name="shopping-cart" className="size-7" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{t.emptyTitle}</h2>
              <p className="mt-2 max-w-sm text-slate-600">{t.emptyLead}</p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <Link to="/shop" className={buttonClass({ size: "lg" })}>
                  {t.continueShopping}
                </Link>
                <Link to="/offers" className={buttonClass({ variant: "secondary", size: "lg" })}>
                  {t.viewOffers}
                </Link>
              </div>
            </section>
            {!cart.ready && (
              <>
                <CartSkeleton id={cartPageIds.loading} lines={1} className={cartBodyHeight} />
                <CartNeedsJavaScript className="mt-4" />
                <PrePaintScript code={showEmptyCartFirst} />
              </>
            )}
          </>
        ) : loading ? (
          <>
            <CartSkeleton lines={cart.items.length} className={cartBodyHeight} />
            <CartNeedsJavaScript className="mt-4" />
          </>
        ) : (
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex flex-col gap-4">
              {status === "error" && (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                >
                  <p>{t.pricesFailed}</p>
                  <button type="button" onClick={retry} className={buttonClass({ variant: "secondary" })}>
                    <Icon name="refresh-cw" className="size-4" />
                    {t.tryAgain}
                  </button>
                </div>
              )}
              <ul className="grid gap-4" aria-label={t.productsInCart}>
                {lines.map((line) => (
                  <li key={line.item.id}>
                    <CartLine
                      line={line}
                      onQuantityChange={(quantity) => cart.updateQuantity(line.item.id, quantity)}
                      onRemove={() => remove(line.item.id)}
                    />
                  </li>
                ))}
              </ul>
            </div>
            <CartSummary totals={totals} blockedReason={blockedReasonOf(lines, t)} />
          </div>
        )}
      </div>
    </main>
  );
}
