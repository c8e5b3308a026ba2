import { Link } from "react-router";

import { AdminCard, StatusPill } from "~/components/admin/admin-ui";
import type { InstallationVisitView } from "~/modules/booking/installation-visit";

/**
 * The installation (or demo) visit booked with the order: when, its state and a link to it on the booking
 * desk. It follows its own lifecycle there: delivering the order does not close it.
 */
export function OrderInstallationCard({ visit }: { visit: InstallationVisitView }) {
  return (
    <AdminCard title={`${visit.kindText} visit`}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="order-installation-visit">
        <div>
          <dt className="text-slate-600">Booking</dt>
          <dd>
            <Link
              to={`/admin/bookings/${visit.id}`}
              className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {visit.reference}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">State</dt>
          <dd className="mt-1">
            <StatusPill
              tone={
                visit.status === "completed" ? "success" : visit.status === "cancelled" ? "danger" : "info"
              }
            >
              {visit.statusText}
            </StatusPill>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">When</dt>
          <dd className="font-medium text-slate-900">
            {visit.dateText}, {visit.slotText}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Technician</dt>
          <dd className="font-medium text-slate-900">{visit.technicianName ?? "Not assigned yet"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Visit</dt>
          <dd className="text-slate-900">{visit.issue}</dd>
        </div>
      </dl>
    </AdminCard>
  );
}
