import { Form } from "~/i18n/link";
import { StatusTimeline, type TimelineStep } from "~/components/ui/status-timeline";
import { buttonClass } from "~/components/ui/button-styles";
import { useText, type TamilOf } from "~/i18n/text";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";

import type { ComplaintStatusView } from "../complaints.server";

function steps(view: ComplaintStatusView, t: TamilOf<typeof grievanceText>): TimelineStep[] {
  const resolved = view.status === "resolved";
  return [
    { status: "received", label: t.stepReceived, state: "done", at: view.received },
    {
      status: "acknowledged",
      label: t.stepAcknowledged,
      state: view.acknowledged ? "done" : "current",
      at: view.acknowledged,
      note: view.acknowledged ? null : t.acknowledgeBy(view.acknowledgeBy),
    },
    {
      status: "resolved",
      label: t.stepResolved,
      state: resolved ? "done" : view.acknowledged ? "current" : "upcoming",
      at: view.resolved,
      note: resolved ? null : t.resolveBy(view.resolveBy),
    },
  ];
}

/** A complaint as its customer sees it: the steps with their dates, the answer, what they wrote. */
export function ComplaintStatus({ view, token }: { view: ComplaintStatusView; token: string }) {
  const t = useText(grievanceText);
  return (
    <section
      aria-labelledby="complaint-status-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="complaint-status-title" className="text-2xl font-bold text-slate-900">
        {t.statusTitle(view.ticket)}
      </h2>
      <p className="mt-1 text-slate-700">
        {t[`category.${view.category}`]}
        {view.reference ? (
          <>
            {" · "}
            {t.aboutReference} <span className="font-mono">{view.reference}</span>
          </>
        ) : null}
      </p>
      <StatusTimeline steps={steps(view, t)} label={t.statusTitle(view.ticket)} />
      {view.reply ? (
        <div className="mt-6 rounded-xl bg-green-50 p-4 ring-1 ring-green-200">
          <h3 className="font-semibold text-green-900">{t.answerTitle}</h3>
          <p lang="en" className="mt-1 whitespace-pre-line text-slate-900">
            {view.reply}
          </p>
        </div>
      ) : null}
      <h3 className="mt-6 font-semibold text-slate-900">{t.yourComplaint}</h3>
      <p className="mt-1 whitespace-pre-line text-slate-700">{view.details}</p>
      {view.photos > 0 ? <p className="mt-2 text-sm text-slate-600">{t.photosSent(view.photos)}</p> : null}
      {view.updatesConsent && !view.reply ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="t" value={token} />
          <button type="submit" name="intent" value="stop" className={buttonClass({ variant: "secondary" })}>
            {t.stopUpdates}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
