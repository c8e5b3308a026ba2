import { Form, Link } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { serviceGstRatePct } from "~/lib/gst";
import { formatAmount, formatRupeesWithPaise } from "~/lib/money";
import type { JobCard } from "~/modules/field-service/job-view";
import { noLabourKey } from "~/modules/field-service/rate-card";
import type { BillShare, VisitBill } from "~/modules/field-service/visit-bill";
import type { EstimateState } from "~/modules/field-service/visit-estimate";

import type { JobCardActionResult } from "../job-card-action";
import { bigButton, errorFor } from "./job-card-sections";
import { SignaturePad } from "./signature-pad";

export type BillStep = {
  labour: string;
  /** Null on a warranty visit until a payment is chosen (the customer may owe nothing). */
  pay: "cash" | "upi" | null;
  /** The bill as it will be charged (without work the customer declined). */
  bill: VisitBill;
  /** Where the chosen work stands with the customer's estimate, and what the estimate of it comes to. */
  estimate: EstimateState;
  estimatePaise: number;
  upi: { link: string; qrSvg: string } | null;
};

/** Labour and payment: a plain GET form, so the bill and the QR survive a reload and work without script. */
function ChooseWork({ card, step }: { card: JobCard; step: BillStep | null }) {
  return (
    <Form method="get" className="space-y-3">
      {card.rateCard.length === 0 ? (
        <>
          <input type="hidden" name="labour" value={noLabourKey} />
          <p className="text-sm text-slate-700">
            {card.kind === "installation"
              ? "The installation charge was paid with the order: only parts used are collected."
              : "No rate card for this appliance: only parts are charged."}
          </p>
        </>
      ) : (
        <AdminField id="labour" name="labour" label="Work done (rate card)">
          {(props) => (
            <select {...props} required defaultValue={step?.labour ?? ""} className={adminField.input}>
              <option value="">Choose the work done</option>
              <option value={noLabourKey}>No labour (inspection only)</option>
              {card.rateCard.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.label}: {formatAmount(item.labourPaise)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      )}
      <fieldset>
        <legend className={adminField.label}>
          {card.warrantyBrand
            ? "Payment (for parts the warranty does not cover)"
            : card.rework
              ? "Payment (for parts the repeat repair does not cover)"
              : card.amc
                ? "Payment (for parts the maintenance contract does not cover)"
                : "Payment"}
        </legend>
        <div className="flex gap-3">
          {(["cash", "upi"] as const).map((method) => (
            <label
              key={method}
              className="flex min-h-12 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-base font-medium has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="pay"
                value={method}
                required={!card.warrantyBrand && !card.rework && !card.amc}
                defaultChecked={step?.pay === method}
                className="size-5 accent-brand-600"
              />
              {method === "cash" ? "Cash" : "UPI"}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass({ variant: "secondary", className: bigButton })}>
        Show the bill
      </button>
    </Form>
  );
}

const row = "flex justify-between gap-3 py-2";

/** What the brand is billed on a warranty visit, or what the maintenance contract pays for. */
function ClaimLines({ claim, title }: { claim: BillShare; title: string }) {
  return (
    <div className="mb-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
      <p className="font-semibold">{title}</p>
      <dl className="divide-y divide-emerald-100">
        {claim.visitChargePaise > 0 ? (
          <div className={row}>
            <dt>Visit charge</dt>
            <dd>{formatRupeesWithPaise(claim.visitChargePaise)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>Labour</dt>
          <dd>{formatRupeesWithPaise(claim.labourPaise)}</dd>
        </div>
        <div className={row}>
          <dt>Covered parts</dt>
          <dd>{formatRupeesWithPaise(claim.partsPaise)}</dd>
        </div>
        <div className={row}>
          <dt>GST {serviceGstRatePct}%</dt>
          <dd>{formatRupeesWithPaise(claim.gstPaise)}</dd>
        </div>
        <div className={`${row} font-bold`}>
          <dt>Covered total</dt>
          <dd data-testid="claim-total">{formatRupeesWithPaise(claim.totalPaise)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The bill's lines; until the customer answered the estimate, its total is what they are asked to approve. */
function BillLines({ bill, answered }: { bill: VisitBill; answered: boolean }) {
  const cover = bill.claim
    ? "warranty"
    : bill.rework
      ? "repeat repair"
      : bill.amc
        ? "maintenance contract"
        : null;
  if (cover) {
    return (
      <dl className="divide-y divide-slate-100 text-sm">
        <div className={row}>
          <dt className="text-slate-700">Parts the {cover} does not cover</dt>
          <dd>{formatRupeesWithPaise(bill.partsPaise)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-700">GST {serviceGstRatePct}%</dt>
          <dd>{formatRupeesWithPaise(bill.gstPaise)}</dd>
        </div>
        <div className={`${row} text-lg font-bold text-slate-900`}>
          <dt>{answered ? "Customer pays" : "Estimate for the customer"}</dt>
          <dd data-testid="bill-total">{formatRupeesWithPaise(bill.totalPaise)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {bill.visitChargeListedPaise > 0 ? (
        <div className={row}>
          <dt className="text-slate-700">Visit charge</dt>
          <dd>
            {bill.visitChargeWaived ? (
              <>
                <s className="text-slate-500">{formatAmount(bill.visitChargeListedPaise)}</s> Waived
              </>
            ) : (
              formatRupeesWithPaise(bill.visitChargePaise)
            )}
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt className="text-slate-700">Labour</dt>
        <dd>{formatRupeesWithPaise(bill.labourPaise)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-700">Parts</dt>
        <dd>{formatRupeesWithPaise(bill.partsPaise)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-700">GST {serviceGstRatePct}%</dt>
        <dd>{formatRupeesWithPaise(bill.gstPaise)}</dd>
      </div>
      <div className={`${row} text-lg font-bold text-slate-900`}>
        <dt>{answered ? "Total to collect" : "Estimate total"}</dt>
        <dd data-testid="bill-total">{formatRupeesWithPaise(bill.totalPaise)}</dd>
      </div>
    </dl>
  );
}

function UpiPay({ upi, totalPaise }: { upi: { link: string; qrSvg: string }; totalPaise: number }) {
  const amount = formatRupeesWithPaise(totalPaise);
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-center">
      <p className="text-sm text-slate-700">Customer scans to pay</p>
      <p className="text-3xl font-bold text-slate-900">{amount}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(upi.qrSvg)}`}
        alt={`UPI QR code to pay ${amount}`}
        width={240}
        height={240}
        className="mx-auto my-2 bg-white"
      />
      <a
        href={upi.link}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        Open in a UPI app ({amount})
      </a>
    </div>
  );
}

/** The serial number printed on each unit the installation set up: recorded on its appliance record. */
function InstalledSerials({ units, error }: { units: JobCard["units"]; error: string | undefined }) {
  return (
    <fieldset className="mb-3 space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Serial numbers of the installed units</legend>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {units.map((unit) => (
        <AdminField
          key={unit.field}
          id={unit.field}
          name={unit.field}
          label={unit.quantity > 1 ? `${unit.title} (unit ${unit.unit})` : unit.title}
        >
          {(props) => (
            <input
              {...props}
              data-keep={unit.field}
              required
              autoComplete="off"
              autoCapitalize="characters"
              defaultValue={unit.serialNumber ?? ""}
              className={adminField.input}
            />
          )}
        </AdminField>
      ))}
    </fieldset>
  );
}

const notice = "rounded-lg p-3 text-sm font-medium";

/** Work the customer pays for waits for their answer to its estimate (decision 048). */
function EstimateStep({
  step,
  result,
  busy,
}: {
  step: BillStep;
  result: JobCardActionResult | undefined;
  busy: boolean;
}) {
  const error =
    errorFor(result, "estimate", "estimate") ??
    errorFor(result, "estimate-code", "estimate") ??
    errorFor(result, "estimate-declined", "estimate") ??
    errorFor(result, "complete", "estimate");
  const alert = error ? (
    <p role="alert" className={`${notice} mt-3 bg-red-50 text-red-800`}>
      {error}
    </p>
  ) : null;
  if (step.estimate === "to-send" || step.estimate === "changed") {
    const amount = formatRupeesWithPaise(step.estimatePaise);
    return (
      <Form method="post" className="mt-4 space-y-3">
        <p className={`${notice} bg-amber-50 text-amber-900`}>
          {step.estimate === "changed" ? "The work changed since the last estimate. " : ""}The customer pays
          for this work, so they approve its estimate first. It reaches them by SMS or WhatsApp and on their
          tracking page.
        </p>
        {alert}
        <input type="hidden" name="intent" value="estimate" />
        <input type="hidden" name="labour" value={step.labour} />
        <button type="submit" className={buttonClass({ className: bigButton })} disabled={busy}>
          Send the estimate ({amount})
        </button>
      </Form>
    );
  }
  if (step.estimate === "sent") {
    return (
      <div className="mt-4 space-y-3">
        <p role="status" className={`${notice} bg-brand-50 text-brand-900`}>
          Estimate sent. The customer approves or declines it on their tracking page, or reads out the code in
          their message.
        </p>
        {alert}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="estimate-code" />
          <AdminField id="estimate-code" name="code" label="Code from the customer's estimate message">
            {(props) => (
              <input
                {...props}
                required
                inputMode="numeric"
                pattern="[0-9]{4}"
                maxLength={4}
                autoComplete="off"
                className={`${adminField.input} max-w-40 text-center text-2xl tracking-[0.4em]`}
              />
            )}
          </AdminField>
          <button type="submit" className={buttonClass({ className: bigButton })} disabled={busy}>
            Approve with the code
          </button>
        </Form>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="estimate-declined" />
            <button
              type="submit"
              className={buttonClass({ variant: "secondary", className: bigButton })}
              disabled={busy}
            >
              The customer declined
            </button>
          </Form>
          <Link
            to={`?labour=${encodeURIComponent(step.labour)}${step.pay ? `&pay=${step.pay}` : ""}`}
            className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            Check for their answer
          </Link>
        </div>
      </div>
    );
  }
  if (step.estimate === "approved") {
    return (
      <p role="status" className={`${notice} mt-3 bg-emerald-50 text-emerald-900`}>
        The customer approved the estimate.
      </p>
    );
  }
  if (step.estimate === "declined") {
    return (
      <p role="status" className={`${notice} mt-3 bg-amber-50 text-amber-900`}>
        {step.bill.claim
          ? "The customer declined the parts the warranty does not cover: do not fit them. The brand's share goes ahead."
          : step.bill.rework
            ? "The customer declined the parts the repeat repair does not cover: do not fit them. The free work goes ahead."
            : step.bill.amc
              ? "The customer declined the parts the maintenance contract does not cover: do not fit them. The covered work goes ahead."
              : "The customer declined the estimate: do not do the work. Only the visit charge is billed."}
      </p>
    );
  }
  return alert;
}

export function BillSection({
  card,
  step,
  result,
  busy,
}: {
  card: JobCard;
  step: BillStep | null;
  result: JobCardActionResult | undefined;
  busy: boolean;
}) {
  const error = errorFor(result, "complete", "labour") ?? errorFor(result, "complete", "pay");
  const customerPays = step !== null && step.bill.totalPaise > 0;
  const answered =
    step !== null &&
    (step.estimate === "not-needed" || step.estimate === "approved" || step.estimate === "declined");
  return (
    <AdminCard title="Bill and payment">
      <ChooseWork card={card} step={step} />
      {step ? (
        <div className="mt-4 border-t border-slate-200 pt-3">
          {step.bill.claim && card.warrantyBrand ? (
            <ClaimLines
              claim={step.bill.claim}
              title={`Claimed from ${card.warrantyBrand} under its warranty`}
            />
          ) : step.bill.rework && card.rework ? (
            <ClaimLines
              claim={step.bill.rework}
              title={`Free: a repeat of ${card.rework.reference} under our repair warranty`}
            />
          ) : step.bill.amc && card.amc ? (
            <ClaimLines
              claim={step.bill.amc}
              title={`Paid by maintenance contract ${card.amc.contractNumber} (${card.amc.planName})`}
            />
          ) : null}
          <BillLines bill={step.bill} answered={answered} />
          <EstimateStep step={step} result={result} busy={busy} />
          {answered && step.upi ? <UpiPay upi={step.upi} totalPaise={step.bill.totalPaise} /> : null}
          {answered && step.bill.totalPaise === 0 ? (
            <p className="mt-2 text-sm text-slate-700">Nothing to collect.</p>
          ) : null}
          {!answered ? null : customerPays && !step.pay ? (
            <p role="status" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
              The customer pays for parts the warranty does not cover: choose cash or UPI above and show the
              bill again.
            </p>
          ) : (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="complete" />
              <input type="hidden" name="labour" value={step.labour} />
              {step.pay ? <input type="hidden" name="pay" value={step.pay} /> : null}
              {card.units.length > 0 ? (
                <InstalledSerials units={card.units} error={errorFor(result, "complete", "serials")} />
              ) : null}
              <SignaturePad error={errorFor(result, "complete", "signature")} />
              {error ? (
                <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                  {error}
                </p>
              ) : null}
              <button type="submit" className={buttonClass({ className: bigButton })} disabled={busy}>
                {!customerPays
                  ? "Complete the visit"
                  : `${step.pay === "upi" ? "UPI" : "Cash"} received: complete the visit`}
              </button>
            </Form>
          )}
        </div>
      ) : null}
    </AdminCard>
  );
}
