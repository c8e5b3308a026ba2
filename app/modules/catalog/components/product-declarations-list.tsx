import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";
import { useEnglishLang } from "~/i18n/use-locale";

import type { DeclarationRow } from "../product-declarations";

/** The product's declarations as the server wrote them, or why they are not there yet. */
export function ProductDeclarationsList({ rows }: { rows: DeclarationRow[] | null }) {
  const t = useText(productText);
  const english = useEnglishLang();
  if (!rows) return <p className="mt-4 text-slate-700">{t.declarationsPending}</p>;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="font-medium text-slate-600">{row.label}</dt>
          <dd lang={row.typed ? english : undefined} className="mt-0.5 text-slate-900">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
