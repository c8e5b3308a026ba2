import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { data, Form, Link, useNavigation } from "react-router";

import { AdminSelectField } from "~/components/admin/admin-fields";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminCard, AdminHeading, StatusPill } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { DeskNotice } from "~/modules/admin-desk/components/desk-ui";
import {
  countNewMessages,
  listMessages,
  messageFilters,
  setMessageStatus,
  type InboxMessage,
} from "~/modules/admin-messages/messages-desk.server";
import { pageFromParam } from "~/lib/pagination";
import { contactAppliances, contactBrands, contactTopics } from "~/modules/contact/contact-options";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/messages";
import { formatIndiaDateTime, formatLongDate } from "~/lib/india-time";
import { formatPhone, phoneHref } from "~/lib/phone";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = () => [{ title: `Messages | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const search = new URL(request.url).searchParams;
  const filters = messageFilters(search, pageFromParam(search.get("page")));
  const [page, newCount] = await Promise.all([
    listMessages(context.db, filters),
    countNewMessages(context.db),
  ]);
  return { filters, page, newCount };
}

type ActionResult = { notice?: string; message?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const idText = form.get("id");
  if ((intent !== "handled" && intent !== "new") || typeof idText !== "string" || !/^\d{1,9}$/.test(idText)) {
    return data<ActionResult>({ message: "This action is not known." }, { status: 400 });
  }
  const outcome = await setMessageStatus(context.db, user, Number(idText), intent);
  if (!outcome.ok) return data<ActionResult>({ message: "This message does not exist." }, { status: 404 });
  return data<ActionResult>({
    notice:
      intent === "handled"
        ? `The message from ${outcome.message.name} is marked handled.`
        : `The message from ${outcome.message.name} is marked as new.`,
  });
}

function label(options: readonly { value: string; label: string }[], value: string | null): string | null {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}

function replySubject(): string {
  return `Re: your message to ${dealer.name}`;
}

function mailtoHref(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(replySubject())}`;
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600";

function MessageCard({ message, busy }: { message: InboxMessage; busy: boolean }) {
  const isNew = message.status === "new";
  const appliance = label(contactAppliances, message.applianceType);
  const brand = label(contactBrands, message.brand);
  return (
    <li>
      <article
        aria-labelledby={`message-${message.id}`}
        className={clsx(
          "rounded-xl border bg-white p-4 shadow-sm",
          isNew ? "border-l-4 border-slate-200 border-l-brand-600" : "border-slate-200",
        )}
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={`message-${message.id}`} className="font-semibold text-slate-900">
              {message.name}
            </h2>
            <p className="text-sm text-slate-600">
              <time dateTime={message.createdAt}>{formatIndiaDateTime(message.createdAt)}</time> ·{" "}
              {label(contactTopics, message.topic)}
            </p>
          </div>
          <StatusPill tone={isNew ? "info" : "neutral"}>{isNew ? "New" : "Handled"}</StatusPill>
        </header>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="sr-only">Phone</dt>
            <dd>
              <a href={phoneHref(message.phone)} className={linkClass}>
                <Icon name="phone" className="size-4" />
                <span className="sr-only">Call </span>
                {formatPhone(message.phone)}
              </a>
            </dd>
          </div>
          {message.email ? (
            <div>
              <dt className="sr-only">E-mail</dt>
              <dd>
                <a href={mailtoHref(message.email)} className={clsx(linkClass, "break-all")}>
                  <Icon name="mail" className="size-4 shrink-0" />
                  <span className="sr-only">Reply by e-mail to </span>
                  {message.email}
                </a>
              </dd>
            </div>
          ) : null}
          {appliance ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">Appliance:</dt>
              <dd className="font-medium text-slate-900">{appliance}</dd>
            </div>
          ) : null}
          {brand ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">Brand:</dt>
              <dd className="font-medium text-slate-900">{brand}</dd>
            </div>
          ) : null}
          {message.preferredDate ? (
            <div className="flex gap-1">
              <dt className="text-slate-600">Preferred date:</dt>
              <dd className="font-medium text-slate-900">{formatLongDate(message.preferredDate)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-900">
          {message.message}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="intent" value={isNew ? "handled" : "new"} />
          <button
            type="submit"
            className={buttonClass({ variant: isNew ? "primary" : "secondary" })}
            disabled={busy}
          >
            {isNew ? "Mark handled" : "Mark as new"}
            <span className="sr-only"> (message from {message.name})</span>
          </button>
        </Form>
      </article>
    </li>
  );
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, page, newCount } = loaderData;
  const busy = useNavigation().state === "submitting";
  const filtered = Boolean(filters.topic || filters.status);
  return (
    <>
      <AdminHeading
        title={newCount > 0 ? `Messages (${newCount} new)` : "Messages"}
        description="Messages from the contact form, newest first. Call or e-mail the customer, then mark the message handled."
      />
      {actionData?.notice ? <DeskNotice tone="success">{actionData.notice}</DeskNotice> : null}
      {actionData?.message ? <DeskNotice tone="error">{actionData.message}</DeskNotice> : null}
      <AdminCard className="mb-4">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <AdminSelectField
            className="min-w-48 flex-1 sm:flex-none"
            id="filter-topic"
            name="topic"
            label="Topic"
            defaultValue={filters.topic}
            anyLabel="All topics"
            options={contactTopics}
          />
          <AdminSelectField
            className="min-w-40 flex-1 sm:flex-none"
            id="filter-status"
            name="status"
            label="Status"
            defaultValue={filters.status}
            anyLabel="New and handled"
            options={[
              { value: "new", label: "New" },
              { value: "handled", label: "Handled" },
            ]}
          />
          <button type="submit" className={buttonClass()}>
            Filter
          </button>
          {filtered ? (
            <Link to="/admin/messages" className={buttonClass({ variant: "ghost" })}>
              Clear filters
            </Link>
          ) : null}
        </Form>
      </AdminCard>
      {page.rows.length === 0 ? (
        <AdminCard>
          <p className="text-slate-700">{filtered ? "No messages match the filters." : "No messages yet."}</p>
        </AdminCard>
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {page.rows.map((message) => (
            <MessageCard key={message.id} message={message} busy={busy} />
          ))}
        </ul>
      )}
      <AdminPagination label="Message pages" page={page.page} pageCount={page.pageCount} />
    </>
  );
}
