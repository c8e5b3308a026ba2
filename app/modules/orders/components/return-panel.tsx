import { useNavigation } from "react-router";

import {
  ErrorSummary,
  Field,
  FieldError,
  controlClass,
  errorIdFor,
  labelClass,
} from "~/components/form/field";
import { ActionPanel, HiddenFields, primaryActionClass } from "~/components/ui/action-panel";
import { Form, Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatIndiaDateLong, formatIndiaDayTime, formatWeekday } from "~/lib/india-time";
import { returnsText } from "~/modules/orders/texts/en/returns";

import { returnKinds, returnReasons } from "../../../../db/enums";
import {
  maxReturnDetails,
  replacementDays,
  returnQuantityField,
  type ReturnEntryErrors,
} from "../return-rules";
import type { TrackedOrder } from "../tracked-order";

export const returnIntent = "return";

/**
 * A delivered order's replacement and return requests, and while the policy's days last the form that asks
 * for one: what and how many, what the customer wants, why, and up to 4 photos. The server checks it all again.
 */
export function ReturnPanel({
  order,
  errors,
  message,
}: {
  order: TrackedOrder;
  errors?: ReturnEntryErrors;
  message?: string | null;
}) {
  const t = useText(returnsText);
  const locale = useLocale();
  const sending = useNavigation().formData?.get("intent") === returnIntent;
  const { returnable } = order;
  if (!returnable && order.returns.length === 0) return null;
  const fieldErrors = errors ?? {};
  const errorCount = Object.keys(fieldErrors).length;
  const id = (name: string) => `return-${name}`;
  return (
    <ActionPanel
      titleId="return-title"
      title={t.title}
      intro={returnable ? t.intro(replacementDays, formatIndiaDateLong(returnable.until, locale)) : ""}
      message={message}
    >
      {order.returns.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-900">{t.requestsTitle}</h3>
          <ul className="mt-2 space-y-3">
            {order.returns.map((request) => (
              <li key={request.id} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {t.requestNumber(request.id)} ·{" "}
                    {request.kind === "replacement" ? t.wantsReplacement : t.wantsRefund}
                  </span>
                  <span className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
                    {request.status === "approved"
                      ? t.approved(formatWeekday(request.pickupOn ?? "", locale))
                      : t[request.status]}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {request.lines.map((line) => `${line.quantity} × ${line.title}`).join(", ")}
                </p>
                {request.refusal ? (
                  <p className="mt-1 text-sm text-slate-800">{t.refusalReason(request.refusal)}</p>
                ) : null}
                <ol className="mt-2 space-y-1 text-sm text-slate-700">
                  {request.steps.map((step) => (
                    <li key={`${step.at}-${step.text}`}>
                      <time dateTime={step.at} className="text-slate-500">
                        {formatIndiaDayTime(step.at, locale)}
                      </time>{" "}
                      {step.text}
                    </li>
                  ))}
                </ol>
                {request.replacementOrder ? (
                  <Link
                    to={`/track-order?order=${encodeURIComponent(request.replacementOrder)}`}
                    className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 focus-ring"
                  >
                    {t.trackReplacement(request.replacementOrder)}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {returnable ? (
        <details className="mt-5 rounded-xl ring-1 ring-slate-200" open={errorCount > 0 || Boolean(message)}>
          <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-brand-700 focus-ring">
            {t.start}
          </summary>
          <Form method="post" encType="multipart/form-data" className="space-y-5 px-4 pt-1 pb-5" noValidate>
            <HiddenFields values={{ orderNumber: order.orderNumber, phone: order.phone }} />
            <ErrorSummary count={errorCount} />
            <fieldset aria-describedby={fieldErrors.lines ? errorIdFor(id("lines")) : undefined}>
              <legend className={labelClass}>{t.linesLegend}</legend>
              <div className="mt-2 space-y-3">
                {returnable.lines.map((line) => (
                  <Field
                    key={line.orderLineId}
                    id={id(`qty-${line.orderLineId}`)}
                    name={returnQuantityField(line.orderLineId)}
                    label={t.quantityOf(line.title)}
                    labelClassName="block text-sm text-slate-800"
                  >
                    {(props) => (
                      <select
                        className={`${controlClass} max-w-40`}
                        defaultValue={returnable.lines.length === 1 ? "1" : "0"}
                        {...props}
                      >
                        {Array.from({ length: line.left + 1 }, (_, count) => (
                          <option key={count} value={count}>
                            {count === 0 ? t.none : count}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                ))}
              </div>
              <FieldError id={errorIdFor(id("lines"))} message={fieldErrors.lines} />
            </fieldset>
            <fieldset aria-describedby={fieldErrors.kind ? errorIdFor(id("kind")) : undefined}>
              <legend className={labelClass}>{t.kindLegend}</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {returnKinds.map((kind) => (
                  <label
                    key={kind}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      required
                      className="size-5 accent-brand-600"
                    />
                    {t[kind]}
                  </label>
                ))}
              </div>
              <FieldError id={errorIdFor(id("kind"))} message={fieldErrors.kind} />
            </fieldset>
            <Field id={id("reason")} name="reason" label={t.reasonLabel} required error={fieldErrors.reason}>
              {(props) => (
                <select className={controlClass} defaultValue="" required {...props}>
                  <option value="" disabled>
                    {t.reasonChoose}
                  </option>
                  {returnReasons.map((reason) => (
                    <option key={reason} value={reason}>
                      {t[reason]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id={id("details")}
              name="details"
              label={t.detailsLabel}
              optional
              hint={t.detailsHint}
              error={fieldErrors.details}
            >
              {(props) => (
                <textarea rows={3} maxLength={maxReturnDetails} className={controlClass} {...props} />
              )}
            </Field>
            <Field
              id={id("photos")}
              name="photos"
              label={t.photosLabel}
              optional
              hint={t.photosHint}
              error={fieldErrors.photos}
            >
              {(props) => (
                <input
                  type="file"
                  multiple
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  className="block min-h-12 w-full text-sm text-slate-800"
                  {...props}
                />
              )}
            </Field>
            <button
              type="submit"
              name="intent"
              value={returnIntent}
              disabled={sending}
              className={primaryActionClass}
            >
              {sending ? t.sending : t.submit}
            </button>
          </Form>
        </details>
      ) : null}
    </ActionPanel>
  );
}
