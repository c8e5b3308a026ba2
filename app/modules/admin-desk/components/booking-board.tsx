import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";

import { AdminTextField } from "~/components/admin/admin-fields";
import { StatusPill, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { bookingStatusShortLabels, bookingStatusTones } from "~/modules/booking/booking-lifecycle";
import type { BoardBooking, BoardCell, BoardDay } from "~/modules/admin-desk/bookings-desk.server";
import { formatWeekRange } from "~/modules/admin-desk/week";
import { slotNames, slots } from "~/modules/booking/booking-slots";
import { addDays, formatWeekday } from "~/lib/india-time";
import { InstallationMarker } from "./installation-marker";

/** Board or list: the two views of the bookings page. */
export function ViewSwitch({ view }: { view: "board" | "list" }) {
  const item = (active: boolean) =>
    clsx(
      "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
      "focus-ring",
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
        <Icon name="calendar-days" className="size-4" />
        Board
      </Link>
      <Link
        to="/admin/bookings?view=list"
        className={item(view === "list")}
        aria-current={view === "list" ? "page" : undefined}
      >
        <Icon name="list" className="size-4" />
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
        {booking.installationOrder ? <InstallationMarker orderNumber={booking.installationOrder} /> : null}
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

/** One week of visits by day and slot. */
export function BookingBoard({
  monday,
  thisWeek,
  days,
}: {
  monday: string;
  thisWeek: string;
  days: BoardDay[];
}) {
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
            <Icon name="chevron-left" className="size-4" />
            Previous week
          </Link>
          {monday !== thisWeek ? (
            <Link to="/admin/bookings" className={buttonClass({ variant: "secondary" })}>
              This week
            </Link>
          ) : null}
          <Link to={`?week=${addDays(monday, 7)}`} className={buttonClass({ variant: "secondary" })}>
            Next week
            <Icon name="chevron-right" className="size-4" />
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
