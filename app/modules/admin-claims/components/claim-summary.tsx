import type { PillTone } from "~/components/admin/admin-ui";
import { serviceGstRatePct } from "~/lib/gst";
import { formatRupeesWithPaise } from "~/lib/money";

import type { WarrantyClaimView } from "~/modules/field-service/warranty-claim-view";
import { claimLineText } from "~/modules/field-service/warranty-claim-rules";

export const claimStatusTones: Record<WarrantyClaimView["status"], PillTone> = {
  raised: "info",
  approved: "warning",
  rejected: "danger",
  paid: "success",
};

const cell = "py-2 pl-3 text-right align-top whitespace-nowrap tabular-nums";

/** The claim's lines as they are billed to the brand: each with its code, taxable value and GST. */
export function ClaimLinesTable({ claim }: { claim: WarrantyClaimView }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Lines claimed from {claim.brandName}</caption>
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              Item
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Taxable
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              GST {serviceGstRatePct}%
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {claim.taxLines.map((line, index) => (
            <tr key={index}>
              <th scope="row" className="py-2 text-left font-normal">
                {claimLineText(line, claim.labourItem)}
                <span className="block text-xs text-slate-600">
                  {line.code.kind} {line.code.value}
                </span>
              </th>
              <td className={cell}>{formatRupeesWithPaise(line.tax.taxablePaise)}</td>
              <td className={cell}>{formatRupeesWithPaise(line.tax.taxPaise)}</td>
              <td className={cell}>{formatRupeesWithPaise(line.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold text-slate-900">
            <th scope="row" colSpan={3} className="py-2 text-left">
              Claim total
            </th>
            <td className={cell}>{formatRupeesWithPaise(claim.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
