import { AdminHeading } from "~/components/admin/admin-ui";
import { dealer } from "~/lib/dealer";
import { requireStaffPage } from "~/modules/staff/guard.server";
import { brandClaimTotals, listClaims } from "~/modules/field-service/warranty-claims.server";
import { BrandTotalsTable, ClaimFilters, ClaimsTable } from "~/modules/admin-claims/components/claims-board";

import { warrantyClaimStatuses, type WarrantyClaimStatus } from "../../../db/enums";
import type { Route } from "./+types/claims";

export const meta: Route.MetaFunction = () => [{ title: `Warranty claims | Back office | ${dealer.name}` }];

function isStatus(value: string): value is WarrantyClaimStatus {
  return (warrantyClaimStatuses as readonly string[]).includes(value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const search = new URL(request.url).searchParams;
  const totals = await brandClaimTotals(context.db);
  const brands = totals.map(({ brandSlug, brandName }) => ({ slug: brandSlug, name: brandName }));
  // an unknown brand or status in the address shows every claim rather than an error
  const brandParam = search.get("brand") ?? "";
  const brand = brands.some((option) => option.slug === brandParam) ? brandParam : "";
  const statusParam = search.get("status") ?? "";
  const status = isStatus(statusParam) ? statusParam : "";
  const rows = await listClaims(context.db, { brand: brand || undefined, status: status || undefined });
  return { totals, brands, brand, status, rows };
}

export default function ClaimsPage({ loaderData }: Route.ComponentProps) {
  const { totals, brands, brand, status, rows } = loaderData;
  return (
    <>
      <AdminHeading
        title="Warranty claims"
        description="Repairs under a brand's warranty are billed to the brand. Open claims are raised or approved and not yet paid: record each brand's service request number, its decision and its payment."
      />
      <div className="space-y-5">
        {totals.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            No warranty claim yet. One is raised when a technician completes a repair in a brand&apos;s
            warranty.
          </p>
        ) : (
          <>
            <BrandTotalsTable totals={totals} />
            <ClaimFilters brands={brands} brand={brand} status={status} />
            <ClaimsTable rows={rows} />
          </>
        )}
      </div>
    </>
  );
}
