import { Form } from "react-router";

import { AdminHeading, adminField, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { getEnv, gstin } from "~/lib/env.server";
import { todayInIndia } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import { gstr1Summary } from "~/modules/admin-gst/gstr1-summary";
import { monthDocuments, monthOf } from "~/modules/admin-gst/gstr1-documents.server";
import { requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/gstr1";

export const meta: Route.MetaFunction = () => [{ title: "GSTR-1 | Back office" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "owner");
  const month = monthOf(new URL(request.url).searchParams.get("month"), todayInIndia());
  const documents = await monthDocuments(context.db, month);
  return { month, gstinSample: gstin(getEnv()).sample, summary: gstr1Summary(documents) };
}

/** The owner's GSTR-1 for a month: what each table holds, and the JSON and CSV to file it with. */
export default function Gstr1Page({ loaderData }: Route.ComponentProps) {
  const { month, gstinSample, summary } = loaderData;
  const query = `?month=${month}`;
  return (
    <>
      <AdminHeading
        title="GSTR-1"
        description="The month's tax invoices and credit notes, as the GST portal's offline tool imports them."
      />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="gstr1-month" className={adminField.label}>
            Month
          </label>
          <input
            id="gstr1-month"
            type="month"
            name="month"
            defaultValue={month}
            className={`${adminField.input} w-auto`}
          />
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Show
        </button>
      </Form>
      {gstinSample ? (
        <p role="note" className="mb-4 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          GSTIN is not set: the file carries the sample GSTIN. Set GSTIN before filing.
        </p>
      ) : null}
      {summary.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No tax invoices or credit notes are dated in this month.
        </p>
      ) : (
        <div className={adminTable.wrap} role="region" aria-label="GSTR-1 tables" tabIndex={0}>
          <table className={adminTable.table} data-testid="gstr1-summary">
            <caption className="sr-only">GSTR-1 for {month}, by table</caption>
            <thead className={adminTable.head}>
              <tr>
                {["Table", "Documents", "Taxable value", "IGST", "CGST", "SGST"].map((heading) => (
                  <th key={heading} scope="col" className={adminTable.th}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.map((row) => (
                <tr key={row.table} className={adminTable.row}>
                  <th scope="row" className={`${adminTable.td} text-left font-medium`}>
                    {row.table}
                  </th>
                  <td className={adminTable.td}>{row.documents}</td>
                  <td className={adminTable.td}>{formatRupeesWithPaise(row.taxablePaise)}</td>
                  <td className={adminTable.td}>{formatRupeesWithPaise(row.igstPaise)}</td>
                  <td className={adminTable.td}>{formatRupeesWithPaise(row.cgstPaise)}</td>
                  <td className={adminTable.td}>{formatRupeesWithPaise(row.sgstPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`/admin/gstr1.json${query}`} className={buttonClass({})} download>
          Download GSTR-1 JSON
        </a>
        <a href={`/admin/gstr1.csv${query}`} className={buttonClass({ variant: "secondary" })} download>
          Download documents CSV
        </a>
      </div>
    </>
  );
}
