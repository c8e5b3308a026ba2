import { Icon } from "~/components/ui/icon";
import { useId } from "react";

import { shopText } from "~/modules/catalog/texts/en/shop";
import { useText } from "~/i18n/text";

import { sortOptions, type SortOption } from "../shop-filters";

/** The sort dropdown; it belongs to the filter form (form attribute), so no-JS visitors send it with it. */
export function ShopSortSelect({
  formId,
  value,
  onChange,
}: {
  formId: string;
  value: SortOption;
  onChange: (select: HTMLSelectElement) => void;
}) {
  const id = useId();
  const t = useText(shopText);
  return (
    // min-w-0: a select is as wide as its longest option; where that is too wide (Tamil on a phone) it shrinks.
    <div className="flex min-w-0 items-center gap-2">
      <label
        htmlFor={id}
        className="sr-only text-sm font-medium whitespace-nowrap text-slate-600 sm:not-sr-only"
      >
        {t.sortBy}
      </label>
      <div className="relative min-w-0">
        <select
          id={id}
          name="sort"
          form={formId}
          key={value}
          defaultValue={value}
          onChange={(event) => onChange(event.currentTarget)}
          className="min-h-11 max-w-full appearance-none truncate rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm font-medium text-slate-900 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        >
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {t[`sort.${option}`]}
            </option>
          ))}
        </select>
        <Icon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}
