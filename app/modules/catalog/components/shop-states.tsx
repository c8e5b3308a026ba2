import { Icon } from "~/components/ui/icon";

import { pageText } from "~/components/texts/en/page";
import { shopText } from "~/modules/catalog/texts/en/shop";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";

/** No product matches the search and filters. */
export function ShopEmptyState({ canClear }: { canClear: boolean }) {
  const t = useText(shopText);
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Icon name="search-x" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t.noProducts}</h2>
      <p className="mt-2 text-slate-600">{t.tryAdjusting}</p>
      <Link to="/shop" className={buttonClass({ className: "mt-6" })}>
        {canClear ? t.clearAllFilters : t.viewAll}
      </Link>
    </section>
  );
}

/** The product list could not be loaded. */
export function ShopErrorState({ message, retryHref }: { message: string; retryHref: string }) {
  const t = useText(shopText);
  const goHome = useText(pageText).goHome;
  return (
    <section role="alert" className="rounded-xl border border-red-200 bg-white px-6 py-16 text-center">
      <Icon name="triangle-exclamation-point" className="mx-auto size-10 text-red-600" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{t.errorTitle}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={retryHref} className={buttonClass()}>
          {t.tryAgain}
        </a>
        <Link to="/" className={buttonClass({ variant: "secondary" })}>
          {goHome}
        </Link>
      </div>
    </section>
  );
}
