import { getEnv, gstin } from "~/lib/env.server";
import { todayInIndia } from "~/lib/india-time";
import { buildGstr1 } from "~/modules/admin-gst/gstr1";
import { gstr1Csv } from "~/modules/admin-gst/gstr1-csv";
import { monthChallans, monthDocuments, monthOf } from "~/modules/admin-gst/gstr1-documents.server";
import { requireStaffAction } from "~/modules/staff/guard.server";

import type { Route } from "./+types/gstr1-file";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

/** The month's GSTR-1 as the offline tool's JSON (/admin/gstr1.json) or its documents as CSV (.csv). Owner only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffAction(request, context, "owner");
  const url = new URL(request.url);
  const month = monthOf(url.searchParams.get("month"), todayInIndia());
  const documents = await monthDocuments(context.db, month);
  const csv = url.pathname.endsWith(".csv");
  const { gstin: number } = gstin(getEnv());
  const body = csv
    ? gstr1Csv(documents)
    : JSON.stringify(buildGstr1(number, month, documents, await monthChallans(context.db, month)), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="gstr1-${month}.${csv ? "csv" : "json"}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
