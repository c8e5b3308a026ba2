import { useEffect, useRef } from "react";
import { data, Link, redirect, useNavigation } from "react-router";

import { AdminCard, AdminHeading, StatusPill } from "~/components/admin/admin-ui";
import { Icon } from "~/components/ui/icon";
import { dealer } from "~/lib/dealer";
import { getEnv, paymentSettings } from "~/lib/env.server";
import { addDays, formatIndiaDateTime, formatLongDate, todayInIndia } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import { readForm } from "~/lib/read-form.server";
import { BillSection } from "~/modules/admin-desk/components/job-bill";
import {
  DiagnosisForm,
  PartsSection,
  PartsWaitForm,
  StartVisitForm,
} from "~/modules/admin-desk/components/job-card-sections";
import { JobContact, JobFacts } from "~/modules/admin-desk/components/job-list";
import { JobPhotosSection } from "~/modules/admin-desk/components/job-photos";
import { JobQueuePanel } from "~/modules/admin-desk/components/job-queue-panel";
import { keepCopy, queueStep, queuedSteps, readCopy } from "~/pwa/job-queue";
import { isNetworkFailure } from "~/pwa/network-failure";
import { useKeptEntries } from "~/modules/admin-desk/components/use-kept-entries";
import {
  keptEntriesKey,
  queuedMessage,
  revalidateUnlessKept,
  unreachableMessage,
  type JobCardActionResult,
} from "~/modules/admin-desk/job-card-action";
import { runJobCardAction } from "~/modules/admin-desk/job-card-action.server";
import { billStepFor } from "~/modules/admin-desk/job-bill-step.server";
import { bookingStatusTones } from "~/modules/booking/booking-lifecycle";
import { bookingStatusLabels } from "~/modules/booking/booking-view";
import { VisitInvoice } from "~/modules/field-service/components/visit-invoice";
import { loadJobCard, technicianForUser } from "~/modules/field-service/job-card.server";
import { maxPhotoFormBytes } from "~/modules/booking/visit-pictures.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/job-card";

export const meta: Route.MetaFunction = () => [{ title: `Job card | Back office | ${dealer.name}` }];

function notFound(): Response {
  return new Response("This visit is not on your list.", { status: 404 });
}

function bookingIdFrom(params: { id?: string }): number {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw notFound();
  return Number(params.id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context, "technician");
  const id = bookingIdFrom(params);
  const technician = await technicianForUser(context.db, user.id);
  const card = technician ? await loadJobCard(context.db, technician.id, id) : null;
  if (!card) throw notFound();
  const step = await billStepFor(card, new URL(request.url).searchParams, paymentSettings(getEnv()));
  // a new key for each rendering of the add-part form: a retry of the same submit carries the same key
  const today = todayInIndia();
  // keptAt: when the phone kept the copy shown without signal (clientLoader); null for the shop's own data
  return {
    card,
    step,
    requestKey: crypto.randomUUID(),
    today,
    lastPartsDay: addDays(today, 60),
    keptAt: null as number | null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context, "technician");
  const id = bookingIdFrom(params);
  const technician = await technicianForUser(context.db, user.id);
  if (!technician) throw notFound();
  const form = await readForm(request, { maxPhotoFormBytes });
  const outcome = await runJobCardAction(context.db, user, technician.id, id, form);
  if (!outcome.ok) return data<JobCardActionResult>(outcome.result, { status: outcome.status });
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`);
}

const copyKey = (id: string | number) => `job:${id}`;

/** Without signal the card last seen on this phone is shown (see job-queue.ts). */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  try {
    const loaded = await serverLoader();
    await keepCopy(copyKey(params.id), loaded);
    return loaded;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await readCopy<Awaited<ReturnType<typeof serverLoader>>>(copyKey(params.id));
    if (!copy) throw error;
    return { ...copy.data, keptAt: copy.savedAt };
  }
}

/**
 * A step taken without signal, or while earlier ones wait, joins the phone's queue and is sent later in
 * order; one the queue cannot keep (storage switched off) leaves the page, and what was typed, as it was.
 */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  const id = Number(params.id);
  const form = await request.clone().formData();
  const queue = async (): Promise<JobCardActionResult> => {
    const copy = await readCopy<{ card: { revision: string } }>(copyKey(id));
    if (!copy) return { intent: "", message: unreachableMessage, offline: true };
    try {
      await queueStep(id, form, copy.data.card.revision);
      return { intent: "", message: queuedMessage, offline: true };
    } catch {
      return { intent: "", message: unreachableMessage, offline: true };
    }
  };
  const waiting = await queuedSteps(id).catch(() => []);
  if (!navigator.onLine || waiting.length > 0) return queue();
  try {
    return await serverAction();
  } catch (error) {
    if (isNetworkFailure(error)) return queue();
    throw error;
  }
}

export const shouldRevalidate = revalidateUnlessKept;

export default function JobCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { card, step, requestKey, today, lastPartsDay, keptAt } = loaderData;
  const busy = useNavigation().state === "submitting";
  const page = useRef<HTMLDivElement>(null);
  const result: JobCardActionResult | undefined = actionData;
  useKeptEntries(page, keptEntriesKey(card.id), card.status === "completed");
  useEffect(() => {
    // the first load is rendered by the shop, not the client loader: keep its copy too
    if (keptAt === null) void keepCopy(copyKey(card.id), loaderData);
  }, [loaderData, card.id, keptAt]);
  return (
    <div ref={page} className="mx-auto max-w-xl space-y-4">
      <Link
        to="/admin/jobs"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <Icon name="arrow-left" className="size-4" />
        My visits
      </Link>
      <AdminHeading
        title={`${card.kindText}: ${card.customerName}`}
        description={`${card.dateText}, ${card.slotText}`}
      />
      {keptAt !== null ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          No signal: this is the visit as this phone last saw it, at {formatIndiaDateTime(new Date(keptAt))}.
          Steps you take are kept and sent when the signal returns.
        </p>
      ) : null}
      {result?.offline ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900"
        >
          {result.message}
        </p>
      ) : null}
      <JobQueuePanel card={card} />
      <AdminCard>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <StatusPill tone={bookingStatusTones[card.status]}>{bookingStatusLabels[card.status]}</StatusPill>
          {card.startedAt ? (
            <span className="text-sm text-slate-600">Started {formatIndiaDateTime(card.startedAt)}</span>
          ) : null}
        </div>
        <div className="space-y-3">
          <JobContact job={card} />
          <JobFacts job={card} />
        </div>
      </AdminCard>
      {card.status === "technician_assigned" || card.status === "revisit" ? (
        <StartVisitForm result={result} busy={busy} />
      ) : null}
      {card.status !== "in_progress" && card.pictures.photos.length > 0 ? (
        <JobPhotosSection pictures={card.pictures} canAdd={false} result={result} busy={busy} />
      ) : null}
      {card.status === "in_progress" ? (
        <>
          <DiagnosisForm card={card} result={result} busy={busy} />
          <JobPhotosSection pictures={card.pictures} canAdd result={result} busy={busy} />
          <PartsSection card={card} requestKey={requestKey} result={result} busy={busy} />
          <BillSection card={card} step={step} result={result} busy={busy} />
          <PartsWaitForm today={today} lastDay={lastPartsDay} result={result} busy={busy} />
        </>
      ) : null}
      {card.status === "waiting_for_parts" && card.partsExpectedOn ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          Waiting for the part, expected by {formatLongDate(card.partsExpectedOn)}. The service desk books
          your next visit once it is in.
        </p>
      ) : null}
      {card.claim ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
          {card.invoice ? "" : "Visit completed. Nothing to collect: "}Warranty claim {card.claim.claimNumber}{" "}
          on {card.claim.brandName} for {formatRupeesWithPaise(card.claim.totalPaise)} is raised; the service
          desk follows it with the brand.
        </p>
      ) : null}
      {card.status === "completed" && card.rework ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
          {card.invoice ? "" : "Visit completed. Nothing to collect: "}a free repeat of{" "}
          {card.rework.reference} under our repair warranty.
        </p>
      ) : null}
      {card.status === "completed" && card.amc ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
          {card.invoice ? "" : "Visit completed. Nothing to collect: "}Maintenance contract{" "}
          {card.amc.contractNumber} paid for the covered work.
        </p>
      ) : null}
      {card.invoice ? (
        <>
          <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
            Visit completed. The customer sees this invoice on their tracking page.
          </p>
          <VisitInvoice invoice={card.invoice} />
        </>
      ) : null}
      {card.status !== "technician_assigned" &&
      card.status !== "revisit" &&
      card.status !== "in_progress" &&
      card.status !== "waiting_for_parts" &&
      !card.invoice &&
      !card.claim &&
      !(card.status === "completed" && card.rework) &&
      !card.amc ? (
        <p className="rounded-lg bg-slate-50 p-3 text-slate-700">
          This visit is {bookingStatusLabels[card.status].toLowerCase()}.
        </p>
      ) : null}
    </div>
  );
}
