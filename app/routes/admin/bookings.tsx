import { AdminHeading } from "~/components/admin/admin-ui";
import { dealer } from "~/lib/dealer";
import { getEnv } from "~/lib/env.server";
import { bookingBoard, bookingListFilters, listBookings } from "~/modules/admin-desk/bookings-desk.server";
import { BookingBoard, ViewSwitch } from "~/modules/admin-desk/components/booking-board";
import { BookingList } from "~/modules/admin-desk/components/booking-list";
import { pageFromParam } from "~/lib/pagination";
import { weekFromParam } from "~/modules/admin-desk/week";
import { requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/bookings";
import { mondayOf, todayInIndia } from "~/lib/india-time";

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

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeading
        title="Bookings"
        description="Service visits by day and slot. Open a booking to confirm it, assign a technician or close it."
        actions={<ViewSwitch view={loaderData.view} />}
      />
      {loaderData.view === "board" ? (
        <BookingBoard monday={loaderData.monday} thisWeek={loaderData.thisWeek} days={loaderData.days} />
      ) : (
        <BookingList filters={loaderData.filters} page={loaderData.page} />
      )}
    </>
  );
}
