import { Icon } from "~/components/ui/icon";

import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";
import { useEnglishLang } from "~/i18n/use-locale";

/** The product's feature list, in Tamil or marked English; nothing when it has none. */
export function ProductHighlights({ features, inTamil }: { features: readonly string[]; inTamil: boolean }) {
  const t = useText(productText);
  const english = useEnglishLang();
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="highlights-heading">
      <h2 id="highlights-heading" className="text-lg font-bold text-slate-900">
        {t.highlights}
      </h2>
      <ul className="mt-3 grid gap-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            <span lang={inTamil ? undefined : english}>{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
