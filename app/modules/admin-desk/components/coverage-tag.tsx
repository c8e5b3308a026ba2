import { coverageLabels } from "~/modules/appliances/appliance-view";

import type { BookingCoverage } from "../../../../db/enums";

/** "In warranty" or "Chargeable" beside a booking linked to an appliance we sold; nothing otherwise. */
export function CoverageTag({ coverage }: { coverage: BookingCoverage | null }) {
  if (!coverage) return null;
  return (
    <span
      className={`ml-2 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        coverage === "in_warranty" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {coverageLabels[coverage]}
    </span>
  );
}
