import { useNavigation } from "react-router";

import { Form } from "~/i18n/link";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { useText } from "~/i18n/text";
import { useLocale } from "~/i18n/use-locale";
import { formatDate } from "~/lib/india-time";

import { FieldError, Field, controlClass, errorIdFor } from "~/components/form/field";
import type { FieldErrors } from "~/components/form/field-errors";
import { HiddenFields, primaryActionClass } from "~/components/ui/action-panel";
import { Icon } from "~/components/ui/icon";

import type { VisitAftercare } from "../job-view";
import { ratingCommentMaxLength } from "~/modules/booking/service-rules";
import { VisitEstimatePanel, type RebillPay } from "./visit-estimate-panel";
import { VisitInvoice } from "./visit-invoice";

export type RatingErrors = FieldErrors<"rating" | "comment">;

// Star N lights up when it or a later star is chosen.
const starLit = "has-checked:text-amber-500 [&:has(~_label_:checked)]:text-amber-500";

function RatingForm({ pair, errors }: { pair: Record<string, string>; errors: RatingErrors }) {
  const t = useText(trackServiceText);
  const busy = useNavigation().formData?.get("intent") === "rate";
  return (
    <section
      aria-labelledby="rate-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="rate-title" className="text-lg font-bold text-slate-900">
        {t.rateTitle}
      </h2>
      <Form method="post" className="mt-3 grid gap-4">
        <HiddenFields values={pair} />
        <fieldset aria-describedby={errors.rating ? errorIdFor("rating") : undefined}>
          <legend className="text-sm font-semibold text-slate-800">{t.rateQuestion}</legend>
          <div className="mt-2 flex gap-1">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label
                key={stars}
                className={`flex size-12 cursor-pointer items-center justify-center rounded-lg text-slate-300 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${starLit}`}
              >
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  required
                  className="sr-only"
                  aria-invalid={errors.rating ? true : undefined}
                />
                <Icon name="star" className="size-9 fill-current" />
                <span className="sr-only">{t.stars(stars)}</span>
              </label>
            ))}
          </div>
          <FieldError id={errorIdFor("rating")} message={errors.rating} />
        </fieldset>
        <Field id="rating-comment" name="comment" label={t.comment} optional error={errors.comment}>
          {(props) => (
            <textarea rows={3} maxLength={ratingCommentMaxLength} className={controlClass} {...props} />
          )}
        </Field>
        <div>
          <button type="submit" name="intent" value="rate" disabled={busy} className={primaryActionClass}>
            {busy ? t.sending : t.sendRating}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * A visit the brand's warranty, our repair warranty (a repeat repair) or the customer's maintenance contract
 * paid for: they pay nothing for the covered work; the repair warranty is ours all the same.
 */
function CoverNotice({ aftercare }: { aftercare: VisitAftercare }) {
  const t = useText(trackServiceText);
  const locale = useLocale();
  const { claim, rework, amc, invoice } = aftercare;
  const repairWarrantyUntil =
    claim?.repairWarrantyUntil ?? rework?.repairWarrantyUntil ?? amc?.repairWarrantyUntil ?? null;
  const [title, covered, below] = claim
    ? [t.claimTitle, t.claimCovered(claim.brandName), t.claimInvoiceBelow]
    : rework
      ? [t.reworkTitle, t.reworkCovered(rework.reference), t.reworkInvoiceBelow]
      : [t.amcTitle, t.amcCovered(amc?.contractNumber ?? ""), t.amcInvoiceBelow];
  return (
    <section
      aria-labelledby="claim-title"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <h2 id="claim-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1">{covered}</p>
      {invoice ? <p className="mt-1">{below}</p> : null}
      {invoice || !repairWarrantyUntil ? null : (
        <p className="mt-1 font-semibold">{t.invoiceWarranty(formatDate(repairWarrantyUntil, locale))}</p>
      )}
    </section>
  );
}

/**
 * The technician's visit as the customer sees it: the code to read out before it starts, and after it the
 * service invoice, the repair warranty and the rating.
 */
export function VisitAftercarePanel({
  aftercare,
  pair,
  ratingErrors = {},
  estimateAnswer = null,
  rebillPay,
}: {
  aftercare: VisitAftercare;
  pair: { reference: string; phone: string };
  ratingErrors?: RatingErrors;
  /** Whether the customer may answer the estimate here: opened from its message's link, or signed in. */
  estimateAnswer?: { linkToken: string | null } | null;
  /** A rejected claim's bill the customer agreed to pay: its online payment form and the gateway's answer. */
  rebillPay?: RebillPay;
}) {
  const t = useText(trackServiceText);
  return (
    <>
      {aftercare.visitCode ? (
        <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-lg text-slate-900">
          {t.visitCodeBefore}
          <strong className="font-mono text-2xl tracking-widest">{aftercare.visitCode}</strong>
          {t.visitCodeAfter}
        </p>
      ) : null}
      {aftercare.estimate ? (
        <VisitEstimatePanel estimate={aftercare.estimate} pair={pair} answer={estimateAnswer} />
      ) : null}
      {aftercare.claim || aftercare.rework || aftercare.amc ? <CoverNotice aftercare={aftercare} /> : null}
      {aftercare.invoice ? <VisitInvoice invoice={aftercare.invoice} /> : null}
      {aftercare.rebill ? (
        <VisitEstimatePanel
          estimate={aftercare.rebill.bill}
          pair={pair}
          answer={estimateAnswer}
          rebill={{
            reason: aftercare.rebill.reason,
            paid: aftercare.rebill.invoice !== null,
            pay: rebillPay,
          }}
        />
      ) : null}
      {aftercare.rebill?.invoice ? <VisitInvoice invoice={aftercare.rebill.invoice} /> : null}
      {aftercare.canRate ? <RatingForm pair={pair} errors={ratingErrors} /> : null}
      {aftercare.rating ? (
        <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
          {t.rated(aftercare.rating.stars)}
          {aftercare.rating.comment ? ` “${aftercare.rating.comment}”` : ""}
        </p>
      ) : null}
    </>
  );
}
