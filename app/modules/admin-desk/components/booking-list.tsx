import { clsx } from "clsx";
import { Form, Link } from "react-router";

import { AdminSelectField, AdminTextField } from "~/components/admin/admin-fields";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminCard, StatusPill, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import type { Paged } from "~/lib/pagination";
import { bookingStatusOrder, bookingStatusTones } from "~/modules/booking/booking-lifecycle";
import type { BookingListFilters, BookingListRow } from "~/modules/admin-desk/bookings-desk.server";
import { bookingStatusLabels } from "~/modules/booking/booking-view";
import { slots } from "~/modules/booking/booking-slots";
import { formatLongDate } from "~/lib/india-time";
import { formatPhone } from "~/lib/phone";
import { InstallationMarker } from "./installation-marker";
import { CoverageTag } from "./coverage-tag";

/** Phones: one card per booking instead of the table. */
function BookingCards({ rows }: { rows: BookingListRow[] }) {
  return (
    <ul className="space-y-2 md:hidden" aria-label="Bookings, latest visit date first">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={`/admin/bookings/${row.id}`}
            className="block rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono font-semibold text-brand-700">{row.reference}</span>
              <StatusPill tone={bookingStatusTones[row.status]}>{bookingStatusLabels[row.status]}</StatusPill>
            </span>
            <span className="mt-1 block text-sm text-slate-900">
              {row.name} · {formatPhone(row.phone)}
            </span>
            {row.installationOrder ? (
              <span className="mt-1 block">
                <InstallationMarker orderNumber={row.installationOrder} />
              </span>
            ) : null}
            <span className="block text-sm text-slate-700">
              {row.appliance} ({row.brand}), pincode {row.pincode}
              <CoverageTag coverage={row.coverage} />
            </span>
            <span className="block text-sm text-slate-700">
              {formatLongDate(row.date)}, {slots[row.slot].label}
              {row.technicianName ? ` · ${row.technicianName}` : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every booking, filtered and paged, newest visit first. */
export function BookingList({ filters, page }: { filters: BookingListFilters; page: Paged<BookingListRow> }) {
  const filtered = Boolean(filters.status || filters.from || filters.to || filters.q);
  return (
    <section aria-labelledby="booking-list-title">
      <h2 id="booking-list-title" className="sr-only">
        All bookings
      </h2>
      <AdminCard className="mb-4">
        <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <input type="hidden" name="view" value="list" />
          <AdminTextField
            className="lg:col-span-2"
            id="list-q"
            label="Search reference, phone or name"
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
          />
          <AdminSelectField
            id="list-status"
            name="status"
            label="Status"
            defaultValue={filters.status}
            anyLabel="All statuses"
            options={bookingStatusOrder.map((status) => ({
              value: status,
              label: bookingStatusLabels[status],
            }))}
          />
          <AdminTextField
            id="list-from"
            label="Visit from"
            type="date"
            name="from"
            defaultValue={filters.from ?? ""}
          />
          <AdminTextField
            id="list-to"
            label="Visit to"
            type="date"
            name="to"
            defaultValue={filters.to ?? ""}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
            <button type="submit" className={buttonClass()}>
              Filter
            </button>
            {filtered ? (
              <Link to="/admin/bookings?view=list" className={buttonClass({ variant: "ghost" })}>
                Clear filters
              </Link>
            ) : null}
          </div>
        </Form>
      </AdminCard>
      <p className="mb-2 text-sm text-slate-700" role="status">
        {page.total === 1 ? "1 booking" : `${page.total} bookings`}
        {filtered ? " match the filters" : ""}
      </p>
      {page.rows.length > 0 ? (
        <>
          <BookingCards rows={page.rows} />
          <div className={clsx(adminTable.wrap, "hidden md:block")}>
            <table className={adminTable.table}>
              <caption className="sr-only">Bookings, latest visit date first</caption>
              <thead className={adminTable.head}>
                <tr>
                  <th scope="col" className={adminTable.th}>
                    Reference
                  </th>
                  <th scope="col" className={adminTable.th}>
                    Customer
                  </th>
                  <th scope="col" className={adminTable.th}>
                    Appliance
                  </th>
                  <th scope="col" className={adminTable.th}>
                    Visit
                  </th>
                  <th scope="col" className={adminTable.th}>
                    Technician
                  </th>
                  <th scope="col" className={adminTable.th}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row) => (
                  <tr key={row.id} className={adminTable.row}>
                    <td className={clsx(adminTable.td, "whitespace-nowrap")}>
                      <Link
                        to={`/admin/bookings/${row.id}`}
                        className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {row.reference}
                      </Link>
                    </td>
                    <td className={adminTable.td}>
                      <span className="block font-medium text-slate-900">{row.name}</span>
                      <span className="block text-slate-600">{formatPhone(row.phone)}</span>
                    </td>
                    <td className={adminTable.td}>
                      {row.installationOrder ? (
                        <span className="mb-1 block">
                          <InstallationMarker orderNumber={row.installationOrder} />
                        </span>
                      ) : null}
                      {row.appliance} ({row.brand})
                      <CoverageTag coverage={row.coverage} />
                      <span className="block text-slate-600">Pincode {row.pincode}</span>
                    </td>
                    <td className={clsx(adminTable.td, "whitespace-nowrap")}>
                      {formatLongDate(row.date)}
                      <span className="block text-slate-600">{slots[row.slot].label}</span>
                    </td>
                    <td className={adminTable.td}>{row.technicianName ?? "—"}</td>
                    <td className={adminTable.td}>
                      <StatusPill tone={bookingStatusTones[row.status]}>
                        {bookingStatusLabels[row.status]}
                      </StatusPill>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <AdminCard>
          <p className="text-slate-700">No bookings found.</p>
        </AdminCard>
      )}
      <AdminPagination label="Booking pages" page={page.page} pageCount={page.pageCount} />
    </section>
  );
}
