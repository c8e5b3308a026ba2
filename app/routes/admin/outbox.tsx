import { clsx } from "clsx";
import { data, Form, Link, useNavigation } from "react-router";

import type { DeliveryState, MessageChannel, OutboxStatus } from "../../../db/enums";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminCard, AdminHeading, StatusPill, type PillTone } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { getEnv, publicUrl } from "~/lib/env.server";
import { ChannelStatus, type ChannelSetup } from "~/modules/admin-messages/components/channel-status";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import { DeliveryDays } from "~/modules/admin-messages/components/delivery-days";
import { MessageTemplates } from "~/modules/admin-messages/components/message-templates";
import { templateRegistrations } from "~/modules/admin-messages/template-registrations.server";
import { shortLinkPrefix } from "~/modules/notify/short-links.server";
import {
  deliveryCounts,
  listOutbox,
  outboxCounts,
  outboxStatusFilter,
  retryNotification,
  type OutboxEntry,
} from "~/modules/admin-messages/outbox-desk.server";
import { pageFromParam } from "~/lib/pagination";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/outbox";
import { formatIndiaDateTime } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = () => [{ title: `Outbox | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const search = new URL(request.url).searchParams;
  const status = outboxStatusFilter(search.get("status"));
  const [page, counts, days] = await Promise.all([
    listOutbox(context.db, { status, page: pageFromParam(search.get("page")) }),
    outboxCounts(context.db),
    deliveryCounts(context.db, new Date()),
  ]);
  const env = getEnv();
  const channels: ChannelSetup = {
    email: Boolean(env.SMTP_URL),
    sms: env.SMS_PROVIDER ?? null,
    whatsapp: env.WHATSAPP_PROVIDER ?? null,
    smsReports: Boolean(env.SMS_WEBHOOK_KEY),
    origin: publicUrl(env),
  };
  const linkPrefix = shortLinkPrefix(publicUrl(env));
  return {
    status: status ?? null,
    page,
    counts,
    days,
    channels,
    templates: templateRegistrations(linkPrefix),
    linkPrefix,
    englishCode: env.WHATSAPP_ENGLISH_CODE,
  };
}

type ActionResult = { notice?: string; message?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const idText = form.get("id");
  if (form.get("intent") !== "retry" || typeof idText !== "string" || !/^\d{1,9}$/.test(idText)) {
    return data<ActionResult>({ message: "This action is not known." }, { status: 400 });
  }
  const outcome = await retryNotification(context.db, user, Number(idText));
  if (!outcome.ok) return data<ActionResult>({ message: outcome.message }, { status: outcome.status });
  return data<ActionResult>({
    notice: `“${outcome.row.subject}” is queued again and will be sent on the next round.`,
  });
}

const statusTones: Record<OutboxStatus, PillTone> = { pending: "warning", sent: "success", failed: "danger" };
const statusLabels: Record<OutboxStatus, string> = { pending: "Pending", sent: "Sent", failed: "Failed" };
const deliveryLabels: Record<DeliveryState, string> = {
  accepted: "Accepted by the provider",
  sent: "Sent to the phone network",
  delivered: "Delivered to the phone",
  read: "Read",
  failed: "Not delivered",
};
const channelLabels: Record<MessageChannel, string> = { email: "E-mail", sms: "SMS", whatsapp: "WhatsApp" };
const kindLabels: Record<string, string> = {
  contact_message: "Contact message",
  order: "Order",
  service_booking: "Service booking",
};

function StatusTabs({
  current,
  counts,
}: {
  current: OutboxStatus | null;
  counts: Record<OutboxStatus, number>;
}) {
  const total = counts.pending + counts.sent + counts.failed;
  const tabs: { status: OutboxStatus | null; label: string; count: number }[] = [
    { status: null, label: "All", count: total },
    { status: "pending", label: "Pending", count: counts.pending },
    { status: "sent", label: "Sent", count: counts.sent },
    { status: "failed", label: "Failed", count: counts.failed },
  ];
  return (
    <nav aria-label="Notification status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.status === current;
          return (
            <li key={tab.label}>
              <Link
                to={tab.status ? `/admin/outbox?status=${tab.status}` : "/admin/outbox"}
                aria-current={active ? "page" : undefined}
                className={clsx(
                  "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
                  "focus-ring",
                  active
                    ? "bg-brand-600 text-white"
                    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                {tab.label}
                <span
                  className={clsx(
                    "rounded-full px-2 text-xs",
                    active ? "bg-white text-brand-700" : "bg-slate-100",
                  )}
                >
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Meta({
  term,
  children,
  className,
}: {
  term: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function NotificationItem({ row, busy }: { row: OutboxEntry; busy: boolean }) {
  return (
    <li>
      <article
        aria-labelledby={`outbox-${row.id}`}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`outbox-${row.id}`} className="font-semibold break-words text-slate-900">
            {row.subject}
          </h2>
          <StatusPill tone={statusTones[row.status]}>{statusLabels[row.status]}</StatusPill>
        </header>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-[9rem_minmax(14rem,1fr)_5rem_1fr_1fr]">
          <Meta term="Kind">
            {kindLabels[row.kind] ?? row.kind} · {channelLabels[row.channel]}
          </Meta>
          <Meta term="To" className="col-span-2 sm:col-span-1">
            {row.recipient}
          </Meta>
          <Meta term="Attempts">{row.attempts}</Meta>
          <Meta term="Created">{formatIndiaDateTime(row.createdAt)}</Meta>
          <Meta term={row.status === "pending" ? "Next try" : "Sent"}>
            {row.status === "sent" && row.sentAt
              ? formatIndiaDateTime(row.sentAt)
              : row.status === "pending"
                ? formatIndiaDateTime(row.nextAttemptAt)
                : "—"}
          </Meta>
          {row.delivery ? (
            <Meta term="Provider reports" className="col-span-2 lg:col-span-5">
              {deliveryLabels[row.delivery]}
              {row.deliveryAt ? ` · ${formatIndiaDateTime(row.deliveryAt)}` : ""}
              {row.deliveryError ? <span className="text-red-800"> · {row.deliveryError}</span> : null}
              {row.fallbackFor ? ` · instead of WhatsApp message #${row.fallbackFor}` : ""}
            </Meta>
          ) : null}
          {row.lastError ? (
            <Meta term="Last error" className="col-span-2 lg:col-span-5">
              <span className="text-red-800">{row.lastError}</span>
            </Meta>
          ) : null}
        </dl>
        <details className="mt-3 rounded-lg bg-slate-50">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
            Show the message<span className="sr-only">: {row.subject}</span>
          </summary>
          <pre className="overflow-x-auto px-3 pb-3 font-sans text-sm whitespace-pre-wrap text-slate-900">
            {row.body}
          </pre>
        </details>
        {row.status === "failed" ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" className={buttonClass()} disabled={busy}>
              Retry<span className="sr-only"> “{row.subject}”</span>
            </button>
          </Form>
        ) : null}
      </article>
    </li>
  );
}

export default function OutboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, counts, days, channels, templates, linkPrefix, englishCode } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminHeading
        title="Outbox"
        description="Notifications to the dealer about new bookings, orders and messages, and updates to customers by SMS, WhatsApp and e-mail: waiting, sent or failed."
      />
      <ChannelStatus setup={channels} />
      <MessageTemplates templates={templates} linkPrefix={linkPrefix} englishCode={englishCode} />
      <DeliveryDays days={days} />
      {actionData?.notice ? <DeskNotice tone="success">{actionData.notice}</DeskNotice> : null}
      {actionData?.message ? <DeskNotice tone="error">{actionData.message}</DeskNotice> : null}
      <StatusTabs current={status} counts={counts} />
      {page.rows.length === 0 ? (
        <AdminCard>
          <p className="text-slate-700">
            No notifications{status ? ` that are ${statusLabels[status].toLowerCase()}` : ""}.
          </p>
        </AdminCard>
      ) : (
        <ul className="space-y-3" aria-label="Notifications, newest first">
          {page.rows.map((row) => (
            <NotificationItem key={row.id} row={row} busy={busy} />
          ))}
        </ul>
      )}
      <AdminPagination label="Outbox pages" page={page.page} pageCount={page.pageCount} />
    </>
  );
}
