import type { ShownSpecRow } from "~/modules/catalog/product-detail.server";
import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";
import { useEnglishLang } from "~/i18n/use-locale";

/** The specifications as label and value rows. */
export function SpecTable({ specs, caption }: { specs: readonly ShownSpecRow[]; caption: string }) {
  const t = useText(productText);
  const english = useEnglishLang();
  if (specs.length === 0) return <p className="text-slate-600">{t.noSpecifications}</p>;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody className="divide-y divide-slate-200">
          {specs.map((row) => (
            <tr key={row.label} className="even:bg-slate-50">
              <th
                scope="row"
                lang={row.labelInTamil ? undefined : english}
                className="w-2/5 px-4 py-3 align-top font-medium text-slate-600"
              >
                {row.label}
              </th>
              <td lang={english} className="px-4 py-3 text-slate-900">
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
