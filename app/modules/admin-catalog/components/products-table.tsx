import { Link } from "react-router";

import { StatusPill, adminTable } from "~/components/admin/admin-ui";
import { formatRupees } from "~/lib/money";

import { categoryName, type AdminProductRow, type ProductListAnswer } from "../product-list";
import { StockForm, VisibilityForm } from "./product-row-forms";

/**
 * The products with their price, their stock (saved in place) and their visibility. `stockAnswer` is the
 * action's answer to a stock form sent without scripts.
 */
export function ProductsTable({
  rows,
  stockAnswer,
}: {
  rows: AdminProductRow[];
  stockAnswer?: ProductListAnswer;
}) {
  return (
    <div className={`${adminTable.wrap} relative`}>
      {/* On phones each row is a card: picture beside the details, stock and visibility below. */}
      <table className={`${adminTable.table} max-md:block md:min-w-[52rem]`}>
        <caption className="sr-only">Products, with stock you can change in place</caption>
        <thead className={`${adminTable.head} max-md:sr-only`}>
          <tr>
            <th scope="col" className={adminTable.th}>
              <span className="sr-only">Picture</span>
            </th>
            <th scope="col" className={adminTable.th}>
              Product
            </th>
            <th scope="col" className={`${adminTable.th} text-right`}>
              Price
            </th>
            <th scope="col" className={adminTable.th}>
              Stock
            </th>
            <th scope="col" className={adminTable.th}>
              In the shop
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`${adminTable.row} max-md:grid max-md:grid-cols-[3.5rem_1fr] max-md:gap-x-3 max-md:gap-y-2 max-md:p-3 max-md:first:border-t-0`}
            >
              <td className={`${adminTable.td} max-md:row-span-2 max-md:p-0`}>
                <img
                  src={row.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 rounded-lg border border-slate-200 bg-white object-contain"
                />
              </td>
              <td className={`${adminTable.td} max-w-md max-md:p-0`}>
                <Link
                  to={`/admin/products/${row.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {row.title}
                </Link>
                <p className="mt-0.5 text-slate-600">
                  {row.brand} · {categoryName(row.category)} · #{row.id}
                </p>
              </td>
              <td className={`${adminTable.td} whitespace-nowrap max-md:p-0 md:text-right`}>
                <span className="font-semibold text-slate-900">{formatRupees(row.pricePaise)}</span>
                {row.discountPct > 0 && row.mrpPaise !== null ? (
                  <span className="block text-xs text-slate-600">
                    {row.discountPct}% off {formatRupees(row.mrpPaise)}
                  </span>
                ) : null}
              </td>
              <td className={`${adminTable.td} max-md:col-start-2 max-md:p-0`}>
                <StockForm
                  row={row}
                  serverResult={
                    stockAnswer?.intent === "stock" && stockAnswer.id === row.id ? stockAnswer : undefined
                  }
                />
              </td>
              <td className={`${adminTable.td} max-md:col-start-2 max-md:p-0`}>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusPill tone={row.hidden ? "warning" : "success"}>
                    {row.hidden ? "Hidden" : "Visible"}
                  </StatusPill>
                  <VisibilityForm row={row} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
