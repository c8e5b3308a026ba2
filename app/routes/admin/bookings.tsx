import { clsx } from "clsx";
import { CalendarDays, ChevronLeft, ChevronRight, List } from "lucide-react";
import { Form, Link } from "react-router";

import { AdminSelectField, AdminTextField } from "~/components/admin/admin-fields";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminCard, AdminHeading, StatusPill, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { getEnv } from "~/lib/env.server";
import {
  bookingStatusOrder,
  bookingStatusShortLabels,
  bookingStatusTones,
} from "~/modules/service/booking-lifecycle";
import { bookingStatusLabels } from "~/modules/service/booking-view";
import {
  bookingBoard,
  bookingListFilters,
  listBookings,
  type BoardBooking,
  type BoardCell,
  type BoardDay,
} from "~/modules/admin-desk/bookings-desk.server";
import { pageFromParam } from "~/lib/pagination";
import { formatWeekRange, weekFromParam } from "~/modules/admin-desk/week";
import { slotNames, slots } from "~/modules/service/booking-slots";
import { requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/bookings";
import { addDays, formatLongDate, formatWeekday, mondayOf, todayInIndia } from "~/lib/india-time";
import { formatPhone } from "~/lib/phone";

export const meta: Route.MetaFunction = () => [{ title: `Bookings | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const search = new URL(request.url).searchParams;
  const capacity = getEnv().SLOT_CAPACITY;
  const thisWeek = mondayOf(todayInIndia());
  if (search.get("view") === "list") {
    const filters = bookingListFilters(search, pageFromParam(search.get("page")));
    const page = await listBookings(context.db, filters);
    return { view: "list" as const, thisWeek, filters, page };
  }
  const monday = weekFromParam(search.get("week"));
  const days = await bookingBoard(context.db, monday, { capacity });
  return { view: "board" as const, thisWeek, monday, days };
}

function ViewSwitch({ view }: { view: "board" | "list" }) {
  const item = (active: boolean) =>
    clsx(
      "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      active
        ? "bg-brand-600 text-white"
        : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
    );
  return (
    <nav aria-label="Booking views" className="flex gap-2">
      <Link
        to="/admin/bookings"
        className={item(view === "board")}
        aria-current={view === "board" ? "page" : undefined}
      >
        <CalendarDays className="size-4" aria-hidden />
        Board
      </Link>
      <Link
        to="/admin/bookings?view=list"
        className={item(view === "list")}
        aria-current={view === "list" ? "page" : undefined}
      >
        <List className="size-4" aria-hidden />
        List
      </Link>
    </nav>
  );
}

function BookingChip({ booking }: { booking: BoardBooking }) {
  return (
    <li>
      <Link
        to={`/admin/bookings/${booking.id}`}
        className={clsx(
          "block rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-xs shadow-xs hover:border-brand-600",
          "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
        )}
      >
        <span className="block font-mono font-semibold text-brand-700">{booking.reference}</span>
        <span className="block text-slate-800">{booking.appliance}</span>
        <span className="mt-0.5 flex flex-wrap items-center justify-between gap-1">
          <span className="text-slate-600">
            <span className="sr-only">Pincode </span>
            {booking.pincode}
          </span>
          <StatusPill tone={bookingStatusTones[booking.status]}>
            {bookingStatusShortLabels[booking.status]}
          </StatusPill>
        </span>
      </Link>
    </li>
  );
}

function Places({ cell }: { cell: BoardCell }) {
  const full = cell.booked >= cell.capacity;
  return (
    <p className={clsx("text-xs font-semibold", full ? "text-red-700" : "text-slate-600")}>
      {cell.booked}/{cell.capacity} booked{full ? " (full)" : ""}
    </p>
  );
}

function BoardTable({ days }: { days: BoardDay[] }) {
  return (
    <div className={clsx(adminTable.wrap, "hidden xl:block")}>
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">Visits by day and slot</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className="w-28 px-2 py-2.5">
              <span className="sr-only">Slot</span>
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={clsx("px-2 py-2.5", day.isToday && "bg-brand-50 text-brand-800")}
              >
                {formatWeekday(day.date)}
                {day.isToday ? <span className="block text-[0.7rem] normal-case">Today</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slotNames.map((slot) => (
            <tr key={slot} className="border-t border-slate-200">
              <th
                scope="row"
                className="bg-slate-50 px-2 py-2 align-top text-xs font-semibold text-slate-800"
              >
                {slots[slot].label}
                <span className="block font-normal text-slate-600">{slots[slot].hours}</span>
              </th>
              {days.map((day) => {
                const cell = day.cells.find((entry) => entry.slot === slot);
                if (!cell?.offered) {
                  return (
                    <td key={day.date} className="bg-slate-50 px-2 py-2 align-top text-xs text-slate-500">
                      <span aria-hidden>—</span>
                      <span className="sr-only">No visits in this slot</span>
                    </td>
                  );
                }
                return (
                  <td key={day.date} className={clsx("px-2 py-2 align-top", day.isToday && "bg-brand-50/50")}>
                    <Places cell={cell} />
                    {cell.bookings.length > 0 ? (
                      <ul className="mt-1.5 space-y-1.5">
                        {cell.bookings.map((booking) => (
                          <BookingChip key={booking.id} booking={booking} />
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and narrow windows: one card per day with its offered slots. */
function BoardDays({ days }: { days: BoardDay[] }) {
  return (
    <ol className="grid gap-3 md:grid-cols-2 xl:hidden">
      {days.map((day) => (
        <li key={day.date}>
          <section
            aria-labelledby={`day-${day.date}`}
            className={clsx(
              "rounded-xl border bg-white p-3 shadow-sm",
              day.isToday ? "border-brand-600" : "border-slate-200",
            )}
          >
            <h3 id={`day-${day.date}`} className="font-semibold text-slate-900">
              {formatWeekday(day.date)}
              {day.isToday ? <span className="ml-2 text-sm font-medium text-brand-700">Today</span> : null}
            </h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {day.cells
                .filter((cell) => cell.offered)
                .map((cell) => (
                  <li key={cell.slot} className="py-2">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="text-sm font-medium text-slate-800">
                        {slots[cell.slot].label}{" "}
                        <span className="font-normal text-slate-600">{slots[cell.slot].hours}</span>
                      </p>
                      <Places cell={cell} />
                    </div>
                    {cell.bookings.length > 0 ? (
                      <ul className="mt-1.5 grid gap-1.5 sm:grid-cols-2">
                        {cell.bookings.map((booking) => (
                          <BookingChip key={booking.id} booking={booking} />
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
            </ul>
          </section>
        </li>
      ))}
    </ol>
  );
}

function Board({ monday, thisWeek, days }: { monday: string; thisWeek: string; days: BoardDay[] }) {
  const total = days.reduce(
    (sum, day) => sum + day.cells.reduce((inner, cell) => inner + cell.bookings.length, 0),
    0,
  );
  return (
    <section aria-labelledby="board-week">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="board-week" className="text-lg font-semibold text-slate-900">
            {formatWeekRange(monday)}
          </h2>
          <p className="text-sm text-slate-600">
            {total === 1 ? "1 visit" : `${total} visits`} this week (cancelled visits are in the list view).
          </p>
        </div>
        <nav aria-label="Weeks" className="flex flex-wrap items-end gap-2">
          <Link to={`?week=${addDays(monday, -7)}`} className={buttonClass({ variant: "secondary" })}>
            <ChevronLeft className="size-4" aria-hidden />
            Previous week
          </Link>
          {monday !== thisWeek ? (
            <Link to="/admin/bookings" className={buttonClass({ variant: "secondary" })}>
              This week
            </Link>
          ) : null}
          <Link to={`?week=${addDays(monday, 7)}`} className={buttonClass({ variant: "secondary" })}>
            Next week
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        </nav>
      </div>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <AdminTextField
          id="board-week-date"
          label="Show the week of"
          type="date"
          name="week"
          defaultValue={monday}
        />
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Show week
        </button>
      </Form>
      <BoardTable days={days} />
      <BoardDays days={days} />
    </section>
  );
}

type ListData = Extract<Route.ComponentProps["loaderData"], { view: "list" }>;

/** Phones: one card per booking instead of the table. */
function BookingCards({ rows }: { rows: ListData["page"]["rows"] }) {
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
            <span className="block text-sm text-slate-700">
              {row.appliance} ({row.brand}), pincode {row.pincode}
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

function BookingList({ filters, page }: Pick<ListData, "filters" | "page">) {
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
                      {row.appliance} ({row.brand})
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

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeading
        title="Bookings"
        description="Service visits by day and slot. Open a booking to confirm it, assign a technician or close it."
        actions={<ViewSwitch view={loaderData.view} />}
      />
      {loaderData.view === "board" ? (
        <Board monday={loaderData.monday} thisWeek={loaderData.thisWeek} days={loaderData.days} />
      ) : (
        <BookingList filters={loaderData.filters} page={loaderData.page} />
      )}
    </>
  );
}
