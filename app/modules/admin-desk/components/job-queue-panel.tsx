import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { AdminCard, StatusPill } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import type { JobCard } from "~/modules/field-service/job-view";

import {
  discardStep,
  queueChanged,
  queuedSteps,
  retryStep,
  sendQueuedSteps,
  type QueuedStep,
} from "~/pwa/job-queue";

/** The steps waiting in this phone's queue (one visit's when given), kept up to date; null until read. */
export function useQueuedSteps(bookingId?: number): QueuedStep[] | null {
  const [list, setList] = useState<QueuedStep[] | null>(null);
  useEffect(() => {
    const read = () => {
      queuedSteps(bookingId).then(setList, () => setList([]));
    };
    read();
    window.addEventListener(queueChanged, read);
    return () => window.removeEventListener(queueChanged, read);
  }, [bookingId]);
  return list;
}

/** The first wait before trying again when the phone says it has signal but the shop could not be reached. */
const firstRetryMs = 2_000;
const longestRetryMs = 60_000;

/**
 * Sends the queue when the page opens and whenever the signal returns, and again after a growing wait while
 * the shop cannot be reached with the phone online (a weak signal, a captive network); loads the page again
 * once any step is answered.
 */
export function useQueueSender(): { sending: boolean; sendNow: () => void } {
  // a navigation to the same address runs its loaders (useRevalidator would add to the framework file
  // every storefront page loads)
  const navigate = useNavigate();
  const location = useLocation();
  const send = useCallback(
    () =>
      sendQueuedSteps().then(
        (round) => {
          if (round.answered > 0) void navigate(location, { replace: true });
          return round.unreachable;
        },
        () => false,
      ),
    [navigate, location],
  );
  useEffect(() => {
    let timer: number | undefined;
    let wait = firstRetryMs;
    let stopped = false;
    const sendAll = () => {
      window.clearTimeout(timer);
      if (!navigator.onLine) return;
      void send().then((unreachable) => {
        if (stopped) return;
        if (!unreachable) {
          wait = firstRetryMs;
          return;
        }
        timer = window.setTimeout(sendAll, wait);
        wait = Math.min(wait * 2, longestRetryMs);
      });
    };
    sendAll();
    window.addEventListener("online", sendAll);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener("online", sendAll);
    };
  }, [send]);
  const [sending, setSending] = useState(false);
  const sendNow = () => {
    setSending(true);
    void send().finally(() => setSending(false));
  };
  return { sending, sendNow };
}

const intentLabels: Record<string, string> = {
  start: "Start the visit",
  diagnosis: "Save the diagnosis",
  "remove-part": "Remove a part",
  complete: "Complete the visit",
  "waiting-for-parts": "Wait for a part",
  estimate: "Send the estimate",
  "estimate-code": "Estimate approved with the customer's code",
  "estimate-declined": "Estimate declined",
};

function describeStep(step: QueuedStep, card: JobCard): string {
  const value = (name: string) => {
    const found = step.entries.find(([key]) => key === name)?.[1];
    return typeof found === "string" ? found : "";
  };
  const intent = value("intent");
  if (intent === "add-part") {
    const part = card.partChoices.find((choice) => String(choice.id) === value("partId"));
    return `Add ${value("quantity")} × ${part?.name ?? "a part"}`;
  }
  if (intent === "photos") {
    const count = step.entries.filter(([key]) => key === "photos").length;
    return `${count} ${count === 1 ? "photo" : "photos"} ${value("stage")} the work`;
  }
  return intentLabels[intent] ?? "A step on this visit";
}

/**
 * The job card's queue: what was done without signal and waits to be sent, in order. A step the shop
 * refused, or one taken on a visit that changed meanwhile, stays here with the reason until the technician
 * sends it anyway (a conflict) or discards it.
 */
export function JobQueuePanel({ card }: { card: JobCard }) {
  const list = useQueuedSteps(card.id);
  const { sending, sendNow } = useQueueSender();
  if (!list || list.length === 0) return null;
  return (
    <AdminCard title={`Waiting to send (${list.length})`} className="border-amber-300">
      <p className="text-sm text-slate-700">
        Saved on this phone. They are sent in this order as soon as the signal returns.
      </p>
      <ol className="mt-3 space-y-3">
        {list.map((step) => (
          <li key={step.seq} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{describeStep(step, card)}</span>
              <StatusPill tone={step.state === "waiting" ? "warning" : "danger"}>
                {step.state === "waiting" ? "Waiting" : step.state === "conflict" ? "Conflict" : "Refused"}
              </StatusPill>
            </div>
            {step.message ? (
              <p role="alert" className="mt-1 text-sm text-red-800">
                {step.message}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              {step.state === "conflict" ? (
                <button
                  type="button"
                  className={buttonClass({ variant: "secondary" })}
                  onClick={() => void retryStep(step, card.revision).then(sendNow)}
                >
                  Send anyway
                </button>
              ) : null}
              <button
                type="button"
                className={buttonClass({ variant: "ghost" })}
                onClick={() => void discardStep(step)}
              >
                Discard
              </button>
            </div>
          </li>
        ))}
      </ol>
      {list.some((step) => step.state === "waiting") ? (
        <button
          type="button"
          className={buttonClass({ variant: "secondary", className: "mt-3" })}
          disabled={sending}
          onClick={sendNow}
        >
          {sending ? "Sending…" : "Send now"}
        </button>
      ) : null}
    </AdminCard>
  );
}
