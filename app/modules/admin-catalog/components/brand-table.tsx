import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";

import { StatusPill, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";

export type BrandRow = {
  slug: string;
  name: string;
  logo: string;
  isPartner: boolean;
  position: number;
  productCount: number;
  hiddenCount: number;
};

/** Every brand with its partner mark, its products (a link to them in the list) and an edit link. */
export function BrandTable({ brands }: { brands: BrandRow[] }) {
  return (
    <div className={`${adminTable.wrap} relative`}>
      <table className={`${adminTable.table} min-w-[40rem]`}>
        <caption className="sr-only">Brands and how many products each has</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.th}>
              Brand
            </th>
            <th scope="col" className={adminTable.th}>
              Partner
            </th>
            <th scope="col" className={`${adminTable.th} text-right`}>
              Products
            </th>
            <th scope="col" className={adminTable.th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand) => (
            <tr key={brand.slug} className={adminTable.row}>
              <td className={adminTable.td}>
                <div className="flex items-center gap-3">
                  <img
                    src={brand.logo}
                    alt=""
                    width={72}
                    height={24}
                    loading="lazy"
                    className="h-6 w-18 shrink-0 object-contain"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{brand.name}</span>
                    <span className="font-mono text-xs text-slate-600">{brand.slug}</span>
                  </span>
                </div>
              </td>
              <td className={adminTable.td}>
                {brand.isPartner ? (
                  <StatusPill tone="info">Partner · {brand.position}</StatusPill>
                ) : (
                  <span className="text-slate-600">No</span>
                )}
              </td>
              <td className={`${adminTable.td} text-right`}>
                <Link
                  to={`/admin/products?q=${encodeURIComponent(brand.name)}&hidden=show`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {brand.productCount}
                  <span className="sr-only"> products of {brand.name}</span>
                </Link>
                {brand.hiddenCount > 0 ? (
                  <span className="block text-xs text-slate-600">{brand.hiddenCount} hidden</span>
                ) : null}
              </td>
              <td className={`${adminTable.td} text-right`}>
                <Link
                  to={`/admin/brands?edit=${encodeURIComponent(brand.slug)}`}
                  className={buttonClass({ variant: "secondary", className: "px-3" })}
                >
                  <Icon name="pencil" className="size-4" />
                  Edit<span className="sr-only"> {brand.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
