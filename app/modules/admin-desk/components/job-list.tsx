import { Link } from "react-router";

import { StatusPill } from "~/components/admin/admin-ui";
import { Icon } from "~/components/ui/icon";
import { formatPhone, phoneHref } from "~/lib/phone";
import { bookingStatusLabels } from "~/modules/booking/booking-view";
import { bookingStatusTones } from "~/modules/booking/booking-lifecycle";
import type { JobSummary } from "~/modules/field-service/job-view";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The address with its maps link and the customer's tap-to-call number. */
export function JobContact({ job }: { job: JobSummary }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-800">
        {job.address}, {job.pincode}
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={job.mapsUrl} target="_blank" rel="noreferrer" className={linkClass}>
          <Icon name="map-pin" className="size-4" />
          Open in maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={phoneHref(job.phone)} className={linkClass}>
          <Icon name="phone" className="size-4" />
          Call {formatPhone(job.phone)}
        </a>
      </div>
    </div>
  );
}

/** Appliance, warranty and the issue the customer reported. */
export function JobFacts({ job }: { job: JobSummary }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-600">Appliance</dt>
      <dd className="font-medium text-slate-900">{job.applianceText}</dd>
      <dt className="text-slate-600">Warranty</dt>
      <dd className="font-medium text-slate-900">{job.warrantyText}</dd>
      <dt className="text-slate-600">Issue</dt>
      <dd className="whitespace-pre-line text-slate-900">{job.issue}</dd>
    </dl>
  );
}

function JobItem({ job }: { job: JobSummary }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusPill tone={job.kind === "installation" ? "warning" : "info"}>{job.kindText}</StatusPill>
        <StatusPill tone={bookingStatusTones[job.status]}>{bookingStatusLabels[job.status]}</StatusPill>
      </div>
      <h3 className="mt-2 text-lg font-bold text-slate-900">
        <Link
          to={`/admin/jobs/${job.id}`}
          className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {job.slotText}: {job.customerName}
        </Link>
      </h3>
      <div className="mt-2 space-y-3">
        <JobContact job={job} />
        <JobFacts job={job} />
        <Link
          to={`/admin/jobs/${job.id}`}
          className="flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Open job card<span className="sr-only"> for {job.customerName}</span>
        </Link>
      </div>
    </li>
  );
}

/** One day's visits, in slot order. */
export function JobDay({ title, jobs }: { title: string; jobs: JobSummary[] }) {
  return (
    <section className="mb-6" aria-label={title}>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{title}</h2>
      {jobs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
          No visits.
        </p>
      ) : (
        <ul className="space-y-3">
          {jobs.map((job) => (
            <JobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
