import { Form, Link } from "react-router";

import { adminField, adminTable, StatusPill } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatDate } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";

import { warrantyClaimStatuses } from "../../../../db/enums";
import { claimStatusLabels } from "~/modules/field-service/warranty-claim-rules";
import type { BrandClaimTotals, ClaimRow } from "~/modules/field-service/warranty-claim-view";
import { claimStatusTones } from "./claim-summary";

const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;

/** A sum of claims: the money, and how many claims it is under it. */
function Sum({ count, paise }: { count: number; paise: number }) {
  return (
    <>
      <span className="whitespace-nowrap tabular-nums">{formatRupeesWithPaise(paise)}</span>
      <span className="block text-slate-600">
        {count} claim{count === 1 ? "" : "s"}
      </span>
    </>
  );
}

/** Each brand's claims in sum: what it owes (open), what it paid and what it rejected. */
export function BrandTotalsTable({ totals }: { totals: BrandClaimTotals[] }) {
  return (
    <div className={adminTable.wrap}>
      <table className={adminTable.table}>
        <caption className="sr-only">Claims by brand</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.th}>
              Brand
            </th>
            <th scope="col" className={adminTable.th}>
              Open
            </th>
            <th scope="col" className={adminTable.th}>
              Oldest open
            </th>
            <th scope="col" className={adminTable.th}>
              Paid
            </th>
            <th scope="col" className={adminTable.th}>
              Rejected
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((brand) => (
            <tr key={brand.brandSlug} className={adminTable.row}>
              <th scope="row" className={`${adminTable.td} font-semibold`}>
                <Link
                  to={`?brand=${brand.brandSlug}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {brand.brandName}
                </Link>
              </th>
              <td className={adminTable.td}>
                <Sum count={brand.openCount} paise={brand.openPaise} />
              </td>
              <td className={adminTable.td}>
                {brand.oldestOpenDays === null ? "None" : days(brand.oldestOpenDays)}
              </td>
              <td className={adminTable.td}>
                <Sum count={brand.paidCount} paise={brand.paidPaise} />
              </td>
              <td className={adminTable.td}>
                <Sum count={brand.rejectedCount} paise={brand.rejectedPaise} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Filters the board by brand and status: a plain GET form. */
export function ClaimFilters({
  brands,
  brand,
  status,
}: {
  brands: { slug: string; name: string }[];
  brand: string;
  status: string;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="claim-brand" className={adminField.label}>
          Brand
        </label>
        <select id="claim-brand" name="brand" defaultValue={brand} className={adminField.input}>
          <option value="">All brands</option>
          {brands.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="claim-status" className={adminField.label}>
          Status
        </label>
        <select id="claim-status" name="status" defaultValue={status} className={adminField.input}>
          <option value="">Every status</option>
          {warrantyClaimStatuses.map((option) => (
            <option key={option} value={option}>
              {claimStatusLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        Show claims
      </button>
    </Form>
  );
}

export function ClaimsTable({ rows }: { rows: ClaimRow[] }) {
  if (rows.length === 0)
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No claim here.</p>;
  return (
    <div className={adminTable.wrap}>
      <table className={adminTable.table}>
        <caption className="sr-only">Warranty claims, oldest first</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.th}>
              Claim
            </th>
            <th scope="col" className={adminTable.th}>
              Brand
            </th>
            <th scope="col" className={adminTable.th}>
              Status
            </th>
            <th scope="col" className={adminTable.th}>
              Brand SRN
            </th>
            <th scope="col" className={adminTable.th}>
              Amount
            </th>
            <th scope="col" className={adminTable.th}>
              Raised
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.bookingId} className={adminTable.row}>
              <th scope="row" className={`${adminTable.td} font-semibold`}>
                <Link
                  to={`/admin/claims/${row.bookingId}`}
                  className="whitespace-nowrap text-brand-700 underline underline-offset-2"
                >
                  {row.claimNumber}
                </Link>
                <span className="block font-normal text-slate-600">{row.customerName}</span>
              </th>
              <td className={adminTable.td}>{row.brandName}</td>
              <td className={adminTable.td}>
                <StatusPill tone={claimStatusTones[row.status]}>{claimStatusLabels[row.status]}</StatusPill>
              </td>
              <td className={adminTable.td}>{row.brandReference ?? "Not yet"}</td>
              <td className={`${adminTable.td} whitespace-nowrap tabular-nums`}>
                {formatRupeesWithPaise(row.totalPaise)}
                {row.paidPaise !== null ? (
                  <span className="block text-slate-600">Paid {formatRupeesWithPaise(row.paidPaise)}</span>
                ) : null}
              </td>
              <td className={adminTable.td}>
                {formatDate(row.raisedOn)}
                <span className="block text-slate-600">{days(row.ageDays)} ago</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
