import { Form, Link } from "react-router";

import { adminField, StatusPill, type PillTone } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { addDays, formatIndiaDayTime, formatWeekday, todayInIndia } from "~/lib/india-time";
import type { ReturnView } from "~/modules/orders/order-view";
import { returnsText } from "~/modules/orders/texts/en/returns";

import type { ReturnStatus } from "../../../../db/enums";
import type { ReturnActionResult } from "../return-actions.server";

const statusPills: Record<ReturnStatus, { label: string; tone: PillTone }> = {
  requested: { label: "Waiting for an answer", tone: "warning" },
  approved: { label: "Approved, to pick up", tone: "info" },
  refused: { label: "Refused", tone: "neutral" },
  completed: { label: "Completed", tone: "success" },
};

const inspectionLabels = {
  restock: "Restock: sound, back on the shelf",
  brand: "Send to the brand (defective)",
  scrap: "Scrap",
} as const;

const resolutionLabels = { refund: "Refund (credit note)", replacement: "Replacement at no charge" } as const;

/** The thumbnails' height on the board, in CSS pixels; a click opens the photo itself. */
const thumbHeight = 96;

/** The photo as staff open it: only the back office can read it. */
const returnPhotoHref = (photoId: number) => `/admin/return-photos/${photoId}`;

/**
 * One request on the returns board: what comes back and why, the customer's photos, and the next act:
 * approve (pickup day) or refuse (reason), then complete (inspection and resolution).
 */
export function ReturnCard({
  request,
  visitSlots,
  result,
  busy,
}: {
  request: ReturnView;
  /** The slots an installation visit can take, with their names (from the loader). */
  visitSlots: readonly { value: string; label: string }[];
  /** The last action's answer, when it was about this request. */
  result?: Extract<ReturnActionResult, { ok: false }>;
  busy: boolean;
}) {
  const t = returnsText.en;
  const pill = statusPills[request.status];
  const errors = result?.errors ?? {};
  const field = (name: string) => `return-${request.id}-${name}`;
  const today = todayInIndia();
  // a replacement of these products comes with our installation visit (decision 033)
  const needsVisit = request.lines.some((line) => line.installation !== "none");
  return (
    <article
      aria-labelledby={field("title")}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={field("title")} className="text-base font-semibold text-slate-900">
          {request.number} · {request.kind === "replacement" ? "Replacement" : "Refund"}
        </h2>
        <StatusPill tone={pill.tone}>{pill.label}</StatusPill>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        Order{" "}
        <Link to={`/admin/orders/${request.orderId}`} className="font-medium text-brand-700 underline">
          {request.orderNumber}
        </Link>{" "}
        · {request.customer.name}, {request.customer.phone} · asked {formatIndiaDayTime(request.requestedAt)}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Goods</dt>
        <dd>{request.lines.map((line) => `${line.quantity} × ${line.title}`).join(", ")}</dd>
        <dt className="font-medium text-slate-600">Reason</dt>
        <dd>{t[request.reason]}</dd>
        {request.details ? (
          <>
            <dt className="font-medium text-slate-600">Customer wrote</dt>
            <dd className="whitespace-pre-line">{request.details}</dd>
          </>
        ) : null}
        {request.pickupOn ? (
          <>
            <dt className="font-medium text-slate-600">Pickup</dt>
            <dd>{formatWeekday(request.pickupOn)}</dd>
          </>
        ) : null}
        {request.refusal ? (
          <>
            <dt className="font-medium text-slate-600">Refused because</dt>
            <dd>{request.refusal}</dd>
          </>
        ) : null}
        {request.inspection && request.resolution ? (
          <>
            <dt className="font-medium text-slate-600">Outcome</dt>
            <dd>
              {inspectionLabels[request.inspection]}; {resolutionLabels[request.resolution]}
              {request.creditNote ? `: credit note ${request.creditNote}` : null}
              {request.replacementOrder && request.replacementOrderId ? (
                <>
                  {": order "}
                  <Link
                    to={`/admin/orders/${request.replacementOrderId}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {request.replacementOrder}
                  </Link>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {request.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Customer's photos">
          {request.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={returnPhotoHref(photo.id)}
                target="_blank"
                rel="noreferrer"
                className="block focus-ring"
              >
                <img
                  src={returnPhotoHref(photo.id)}
                  width={Math.round((photo.width * thumbHeight) / photo.height)}
                  height={thumbHeight}
                  alt={`Photo ${index + 1} of ${request.number}`}
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
      {request.status === "requested" ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Form method="post" className="space-y-2">
            <input type="hidden" name="id" value={request.id} />
            <AdminField id={field("pickup")} name="pickupOn" label="Pickup day" error={errors.pickupOn}>
              {(props) => (
                <input
                  type="date"
                  min={today}
                  max={addDays(today, 30)}
                  defaultValue={addDays(today, 1)}
                  required
                  className={adminField.input}
                  {...props}
                />
              )}
            </AdminField>
            <button type="submit" name="intent" value="approve" disabled={busy} className={buttonClass()}>
              Approve and set pickup
            </button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="id" value={request.id} />
            <AdminField
              id={field("refusal")}
              name="refusal"
              label="Reason the customer will read"
              error={errors.refusal}
            >
              {(props) => <textarea rows={2} maxLength={300} className={adminField.input} {...props} />}
            </AdminField>
            <button
              type="submit"
              name="intent"
              value="refuse"
              disabled={busy}
              className={buttonClass({ variant: "secondary" })}
            >
              Refuse
            </button>
          </Form>
        </div>
      ) : null}
      {request.status === "approved" ? (
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
          <input type="hidden" name="id" value={request.id} />
          <AdminField
            id={field("inspection")}
            name="inspection"
            label="Inspection on pickup"
            error={errors.inspection}
          >
            {(props) => (
              <select defaultValue="" required className={adminField.input} {...props}>
                <option value="" disabled>
                  Choose
                </option>
                {Object.entries(inspectionLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id={field("resolution")} name="resolution" label="Resolution" error={errors.resolution}>
            {(props) => (
              <select defaultValue={request.kind} required className={adminField.input} {...props}>
                {Object.entries(resolutionLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          {needsVisit ? (
            <fieldset className="grid gap-3 sm:col-span-3 sm:grid-cols-2">
              <legend className={adminField.label}>Installation visit, for a replacement</legend>
              <AdminField id={field("install-date")} name="installDate" label="Visit day">
                {(props) => (
                  <input
                    type="date"
                    min={addDays(today, 1)}
                    defaultValue={addDays(today, 3)}
                    className={adminField.input}
                    {...props}
                  />
                )}
              </AdminField>
              <AdminField id={field("install-slot")} name="installSlot" label="Visit slot">
                {(props) => (
                  <select defaultValue="morning" className={adminField.input} {...props}>
                    {visitSlots.map((slot) => (
                      <option key={slot.value} value={slot.value}>
                        {slot.label}
                      </option>
                    ))}
                  </select>
                )}
              </AdminField>
            </fieldset>
          ) : null}
          <button type="submit" name="intent" value="complete" disabled={busy} className={buttonClass()}>
            Complete
          </button>
        </Form>
      ) : null}
    </article>
  );
}
