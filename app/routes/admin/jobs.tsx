import { AdminHeading } from "~/components/admin/admin-ui";
import { dealer } from "~/lib/dealer";
import { addDays, formatLongDate, todayInIndia } from "~/lib/india-time";
import { JobDay } from "~/modules/admin-desk/components/job-list";
import { listJobs, technicianForUser } from "~/modules/field-service/job-card.server";
import { requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => [{ title: `My visits | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context, "technician");
  const today = todayInIndia();
  const tomorrow = addDays(today, 1);
  const technician = await technicianForUser(context.db, user.id);
  const jobs = technician ? await listJobs(context.db, technician.id) : [];
  return { technician, today, tomorrow, jobs };
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { technician, today, tomorrow, jobs } = loaderData;
  return (
    <div className="mx-auto max-w-xl">
      <AdminHeading
        title="My visits"
        description={
          technician ? `${technician.name}: today's and tomorrow's visits, in slot order.` : undefined
        }
      />
      {technician ? (
        <>
          <JobDay title={`Today, ${formatLongDate(today)}`} jobs={jobs.filter((job) => job.date === today)} />
          <JobDay
            title={`Tomorrow, ${formatLongDate(tomorrow)}`}
            jobs={jobs.filter((job) => job.date === tomorrow)}
          />
        </>
      ) : (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          Your sign-in is not linked to a technician yet. Ask the owner to link it on the Technicians page.
        </p>
      )}
    </div>
  );
}
