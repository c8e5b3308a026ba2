import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";
import { useEnglishLang } from "~/i18n/use-locale";

import { SpecTable } from "./spec-table";

type SpecTableProps = Parameters<typeof SpecTable>[0];

/** Specifications and description, side by side on wide screens. */
export function ProductDetails({
  title,
  specs,
  description,
}: {
  title: string;
  specs: SpecTableProps["specs"];
  description: string | null;
}) {
  const t = useText(productText);
  const english = useEnglishLang();
  return (
    <div className="mt-10 grid gap-10 border-t border-slate-200 pt-10 lg:grid-cols-2 lg:gap-12">
      <section aria-labelledby="specifications-heading">
        <h2 id="specifications-heading" className="text-xl font-bold text-slate-900">
          {t.specifications}
        </h2>
        <div className="mt-4">
          <SpecTable specs={specs} caption={t.specificationsOf(title)} />
        </div>
      </section>
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-xl font-bold text-slate-900">
          {t.description}
        </h2>
        <p lang={description ? english : undefined} className="mt-4 leading-relaxed text-slate-700">
          {description ?? t.noDescription}
        </p>
      </section>
    </div>
  );
}
