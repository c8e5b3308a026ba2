import { Icon } from "~/components/ui/icon";

import { Link } from "~/i18n/link";

import { buttonClass } from "~/components/ui/button-styles";

/** No product matches the search and filters. */
export function ShopEmptyState({ canClear }: { canClear: boolean }) {
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Icon name="search-x" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">No products found</h2>
      <p className="mt-2 text-slate-600">Try adjusting your search or filter criteria</p>
      <Link to="/shop" className={buttonClass({ className: "mt-6" })}>
        {canClear ? "Clear all filters" : "View all products"}
      </Link>
    </section>
  );
}

/** The product list could not be loaded. */
export function ShopErrorState({ message, retryHref }: { message: string; retryHref: string }) {
  return (
    <section role="alert" className="rounded-xl border border-red-200 bg-white px-6 py-16 text-center">
      <Icon name="triangle-exclamation-point" className="mx-auto size-10 text-red-600" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Error loading products</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={retryHref} className={buttonClass()}>
          Try again
        </a>
        <Link to="/" className={buttonClass({ variant: "secondary" })}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
