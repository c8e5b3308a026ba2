import { Icon } from "~/components/ui/icon";
import { useId } from "react";

import { shopText } from "~/modules/catalog/texts/en/shop";
import { useText } from "~/i18n/text";

/** The shop's own search field; part of the filter form, so a search keeps the chosen filters. */
export function ShopSearchBox({ formId, value }: { formId: string; value: string }) {
  const id = useId();
  const t = useText(shopText);
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {t.searchProducts}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        form={formId}
        key={value}
        defaultValue={value}
        maxLength={100}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-12 pl-3 text-sm text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      />
      <button
        type="submit"
        form={formId}
        aria-label={t.search}
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        <Icon name="search" className="size-5" />
      </button>
    </div>
  );
}
