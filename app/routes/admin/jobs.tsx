import { useEffect } from "react";
import { useFetcher } from "react-router";

import { AdminCard, AdminHeading } from "~/components/admin/admin-ui";
import { dealer } from "~/lib/dealer";
import { addDays, formatIndiaDateTime, formatLongDate, todayInIndia } from "~/lib/india-time";
import { JobDay } from "~/modules/admin-desk/components/job-list";
import { useQueuedSteps, useQueueSender } from "~/modules/admin-desk/components/job-queue-panel";
import { keepCopy, readCopy } from "~/pwa/job-queue";
import { isNetworkFailure } from "~/pwa/network-failure";
import { DayFigures } from "~/modules/admin-desk/components/day-figures";
import { technicianDaysOf } from "~/modules/field-service/day-cash.server";
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
  const [todaySoFar] = technician
    ? await technicianDaysOf(context.db, today, { technicianId: technician.id })
    : [];
  return { technician, today, tomorrow, jobs, todaySoFar: todaySoFar ?? null, keptAt: null as number | null };
}

/** Without signal the list last seen on this phone is shown (see job-queue.ts). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await readCopy<Awaited<ReturnType<typeof serverLoader>>>("jobs");
    if (!copy) throw error;
    return { ...copy.data, keptAt: copy.savedAt };
  }
}

/** Loads a visit's card in the background, which keeps its copy on the phone for a loss of signal. */
function KeepCardOffline({ id }: { id: number }) {
  const { load } = useFetcher();
  useEffect(() => {
    if (navigator.onLine) void load(`/admin/jobs/${id}`);
  }, [id, load]);
  return null;
}

function QueueSummary() {
  const steps = useQueuedSteps();
  useQueueSender();
  if (!steps || steps.length === 0) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
      {steps.length === 1 ? "1 step waits" : `${steps.length} steps wait`} on this phone to be sent. Open the
      visit to see {steps.length === 1 ? "it" : "them"}.
    </p>
  );
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { technician, today, tomorrow, jobs, todaySoFar, keptAt } = loaderData;
  useEffect(() => {
    if (keptAt === null) void keepCopy("jobs", loaderData);
  }, [loaderData, keptAt]);
  return (
    <div className="mx-auto max-w-xl">
      <AdminHeading
        title="My visits"
        description={
          technician ? `${technician.name}: today's and tomorrow's visits, in slot order.` : undefined
        }
      />
      {keptAt !== null ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          No signal: this is your list as this phone last saw it, at {formatIndiaDateTime(new Date(keptAt))}.
        </p>
      ) : null}
      <QueueSummary />
      {keptAt === null ? jobs.map((job) => <KeepCardOffline key={job.id} id={job.id} />) : null}
      {technician ? (
        <>
          <JobDay title={`Today, ${formatLongDate(today)}`} jobs={jobs.filter((job) => job.date === today)} />
          <JobDay
            title={`Tomorrow, ${formatLongDate(tomorrow)}`}
            jobs={jobs.filter((job) => job.date === tomorrow)}
          />
          {todaySoFar && todaySoFar.visits.length > 0 ? (
            <AdminCard title="Today so far" className="mt-6">
              <DayFigures day={todaySoFar} />
            </AdminCard>
          ) : null}
        </>
      ) : (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          Your sign-in is not linked to a technician yet. Ask the owner to link it on the Technicians page.
        </p>
      )}
    </div>
  );
}
