import { Form } from "react-router";

import { adminField, StatusPill } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";

import type { BoardComplaint, ComplaintActionResult } from "~/modules/grievance/complaints-board.server";
import { replyMaxLength } from "~/modules/grievance/grievance-rules";

const thumbHeight = 96;
const photoHref = (id: number) => `/admin/complaint-photos/${id}`;

function Clock({ label, text, overdue }: { label: string; text: string; overdue: boolean }) {
  return (
    <p className={overdue ? "font-semibold text-red-800" : "text-slate-700"}>
      {label}: {text}
      {overdue ? " (overdue)" : ""}
    </p>
  );
}

/**
 * One complaint on the board: who, about what, the customer's words and photos, the two clocks of the
 * E-Commerce Rules, and the next act: acknowledge, answer (resolves it), or escalate to the owner.
 */
export function ComplaintCard({
  complaint: c,
  result,
  busy,
  owner,
}: {
  complaint: BoardComplaint;
  result?: Extract<ComplaintActionResult, { ok: false }>;
  busy: boolean;
  owner: boolean;
}) {
  const field = (name: string) => `complaint-${c.id}-${name}`;
  const errors = result?.errors ?? {};
  const overdue = c.acknowledgeOverdue || c.resolveOverdue;
  const mayAnswer = !c.escalated || owner;
  return (
    <article
      aria-labelledby={field("title")}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={field("title")} className="text-base font-semibold text-slate-900">
          {c.ticket} · {grievanceText.en[`category.${c.category}`]}
        </h2>
        <span className="flex flex-wrap gap-2">
          {overdue ? <StatusPill tone="danger">Overdue</StatusPill> : null}
          {c.escalated ? <StatusPill tone="warning">With the owner</StatusPill> : null}
          <StatusPill
            tone={c.status === "resolved" ? "success" : c.status === "acknowledged" ? "info" : "warning"}
          >
            {c.status === "resolved" ? "Resolved" : c.status === "acknowledged" ? "Acknowledged" : "New"}
          </StatusPill>
        </span>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        {c.name}, {c.phone}
        {c.email ? `, ${c.email}` : ""} · received {c.received}
        {c.reference ? ` · about ${c.reference}` : ""}
      </p>
      <div className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <Clock label="Acknowledge within 48 hours" text={c.acknowledgeClock} overdue={c.acknowledgeOverdue} />
        <Clock label="Resolve within a month" text={c.resolveClock} overdue={c.resolveOverdue} />
      </div>
      <p className="mt-3 text-sm whitespace-pre-line text-slate-900">{c.details}</p>
      {c.escalation ? <p className="mt-2 text-sm text-slate-700">Escalated: {c.escalation}</p> : null}
      {c.reply ? (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-900">
          Answer sent: {c.reply}
        </p>
      ) : null}
      {c.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos with ${c.ticket}`}>
          {c.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photoHref(photo.id)} target="_blank" rel="noreferrer" className="block focus-ring">
                <img
                  src={photoHref(photo.id)}
                  width={Math.round((photo.width * thumbHeight) / photo.height)}
                  height={thumbHeight}
                  alt={`Photo ${index + 1} of ${c.ticket}`}
                  loading="lazy"
                  className="rounded-lg border border-slate-200"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {result ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {result.message}
        </p>
      ) : null}
      {c.status !== "resolved" ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {mayAnswer ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="id" value={c.id} />
              <AdminField
                id={field("reply")}
                name="reply"
                label="Answer the customer will read"
                error={errors.reply}
              >
                {(props) => (
                  <textarea rows={3} maxLength={replyMaxLength} className={adminField.input} {...props} />
                )}
              </AdminField>
              <button type="submit" name="intent" value="answer" disabled={busy} className={buttonClass()}>
                Send answer and resolve
              </button>
            </Form>
          ) : (
            <p className="text-sm text-slate-700">The owner answers this complaint.</p>
          )}
          <div className="space-y-3">
            {c.status === "received" ? (
              <Form method="post">
                <input type="hidden" name="id" value={c.id} />
                <button
                  type="submit"
                  name="intent"
                  value="acknowledge"
                  disabled={busy}
                  className={buttonClass({ variant: "secondary" })}
                >
                  Acknowledge
                </button>
              </Form>
            ) : null}
            {!c.escalated && !owner ? (
              <Form method="post" className="space-y-2">
                <input type="hidden" name="id" value={c.id} />
                <AdminField
                  id={field("escalation")}
                  name="escalation"
                  label="Why the owner should take it up"
                  error={errors.escalation}
                >
                  {(props) => <input type="text" maxLength={500} className={adminField.input} {...props} />}
                </AdminField>
                <button
                  type="submit"
                  name="intent"
                  value="escalate"
                  disabled={busy}
                  className={buttonClass({ variant: "secondary" })}
                >
                  Escalate to the owner
                </button>
              </Form>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
