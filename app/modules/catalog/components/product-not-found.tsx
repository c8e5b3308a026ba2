import { Icon } from "~/components/ui/icon";

import { productText } from "~/modules/catalog/texts/en/product";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";

/** The product page for an id that is not (or no longer) in the shop. */
export function ProductNotFound() {
  const t = useText(productText);
  return (
    <main id="main" className="bg-slate-50">
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.notFoundTitle}</h1>
        <p className="text-slate-600">{t.notFoundDescription}</p>
        <Link to="/shop" className={buttonClass({ size: "lg", className: "mt-2" })}>
          <Icon name="arrow-left" className="size-5" />
          {t.backToShop}
        </Link>
      </div>
    </main>
  );
}
