import { Link, redirect } from "react-router";

import { AdminCard, AdminHeading } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatRupees } from "~/lib/money";
import { formatFullDate } from "~/lib/india-time";
import { getDashboardStats } from "~/modules/admin-orders/dashboard-stats.server";
import {
  BookingsByDayCard,
  DashboardLists,
  StatCard,
} from "~/modules/admin-orders/components/dashboard-panels";
import { lowStockThreshold } from "~/modules/admin-orders/dashboard-view";
import { awaitingUpiHref, ordersListHref } from "~/modules/admin-orders/order-filters";
import { SalesChart } from "~/modules/admin-orders/sales-chart";
import { readStaffSession, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Back office" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // a technician signs in to their visits
  if ((await readStaffSession(request, context))?.user.role === "technician") throw redirect("/admin/jobs");
  await requireStaffPage(request, context);
  return getDashboardStats(context.db);
}

export default function DashboardPage({ loaderData: stats }: Route.ComponentProps) {
  const bookingsThisWeek = stats.bookingsByDay.reduce((sum, day) => sum + day.count, 0);
  const bookingsToday = stats.bookingsByDay[0]?.count ?? 0;
  const todayList = ordersListHref({ from: stats.today, to: stats.today });
  const weekList = ordersListHref({ from: stats.weekStart, to: stats.today });

  return (
    <>
      <AdminHeading
        title="Dashboard"
        description={`${formatFullDate(stats.today)}. Times and days are India time (IST).`}
        actions={
          <Link to="/admin/orders" className={buttonClass({ variant: "secondary" })}>
            All orders
          </Link>
        }
      />

      <h2 className="sr-only">Today at a glance</h2>
      <ul role="list" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard
          to={todayList}
          label="Today"
          value={stats.todayOrders.count}
          unit={stats.todayOrders.count === 1 ? "order" : "orders"}
          detail={`${formatRupees(stats.todayOrders.revenuePaise)} revenue`}
        />
        <StatCard
          to={weekList}
          label="This week"
          value={stats.weekOrders.count}
          unit={stats.weekOrders.count === 1 ? "order" : "orders"}
          detail={`${formatRupees(stats.weekOrders.revenuePaise)} revenue`}
        />
        <StatCard
          to={awaitingUpiHref}
          label="Pending UPI"
          value={stats.pendingUpi.count}
          unit={stats.pendingUpi.count === 1 ? "order" : "orders"}
          detail={`${formatRupees(stats.pendingUpi.amountPaise)} due`}
          attention={stats.pendingUpi.count > 0}
        />
        <StatCard
          to={`/admin/bookings?from=${stats.today}&to=${stats.bookingsByDay.at(-1)?.date ?? stats.today}`}
          label="Next 7 days"
          value={bookingsThisWeek}
          unit={bookingsThisWeek === 1 ? "visit" : "visits"}
          detail={`${bookingsToday} today`}
        />
        <StatCard
          to="/admin/messages?status=new"
          label="Messages"
          value={stats.unreadMessages}
          unit="new"
          detail={stats.unreadMessages === 0 ? "All handled" : "Waiting for a reply"}
          attention={stats.unreadMessages > 0}
        />
        <StatCard
          to="/admin/returns"
          label="Returns"
          value={stats.openReturns}
          unit="open"
          detail={stats.openReturns === 0 ? "None waiting" : "To answer or inspect"}
          attention={stats.openReturns > 0}
        />
        <StatCard
          to="/admin/complaints"
          label="Complaints"
          value={stats.complaints.open}
          unit="open"
          detail={
            stats.complaints.overdue > 0
              ? `${stats.complaints.overdue} overdue`
              : stats.complaints.open === 0
                ? "None open"
                : "Within their deadlines"
          }
          attention={stats.complaints.overdue > 0}
        />
        <StatCard
          to="/admin/products?sort=low-stock"
          label="Low stock"
          value={stats.lowStockCount}
          unit={stats.lowStockCount === 1 ? "product" : "products"}
          detail={`${lowStockThreshold} or fewer left`}
          attention={stats.lowStockCount > 0}
        />
      </ul>

      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <AdminCard title="Sales, last 30 days" className="lg:col-span-2">
          <SalesChart days={stats.sales} />
        </AdminCard>

        <BookingsByDayCard bookingsByDay={stats.bookingsByDay} />
      </div>

      <DashboardLists stats={stats} />
    </>
  );
}
