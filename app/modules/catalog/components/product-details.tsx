import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";
import { useEnglishLang } from "~/i18n/use-locale";

import type { DeclarationRow } from "../product-declarations";
import { ProductDeclarationsList } from "./product-declarations-list";
import { SpecTable } from "./spec-table";

type SpecTableProps = Parameters<typeof SpecTable>[0];

/** Specifications and description, side by side on wide screens, then the product's declarations. */
export function ProductDetails({
  title,
  specs,
  description,
  declarations,
}: {
  title: string;
  specs: SpecTableProps["specs"];
  description: string | null;
  declarations: DeclarationRow[] | null;
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
      <section aria-labelledby="declarations-heading" className="lg:col-span-2">
        <h2 id="declarations-heading" className="text-xl font-bold text-slate-900">
          {t.declarations}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.declarationsNote}</p>
        <ProductDeclarationsList rows={declarations} />
      </section>
    </div>
  );
}
