import { Form, useNavigation } from "react-router";

import { AdminCard } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { formatLongDate } from "~/lib/india-time";

/** The desk's view of a repair that may repeat an earlier one under our repair warranty (decision 057). */
export type RepeatRepairView = {
  /** The repair this visit is marked as repeating; null when it is not marked. */
  markedOf: string | null;
  /** The appliance's last repair whose repair warranty ran on the day this visit was booked. */
  candidate: { reference: string; completedOn: string; warrantyUntil: string } | null;
  /** Still open to change: not completed or cancelled, and no estimate sent yet. */
  canChange: boolean;
};

/**
 * "Repeat repair": when the same fault is back within the repair warranty of our last repair of the
 * appliance, the desk marks the visit as its repeat, and the visit charge, labour and the parts that
 * repair replaced are free.
 */
export function RepeatRepairCard({ view }: { view: RepeatRepairView }) {
  const { markedOf, candidate, canChange } = view;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminCard title="Repeat repair">
      {markedOf ? (
        <p className="text-sm text-slate-800">
          A free repeat of {markedOf} under our repair warranty: the visit charge, labour and the parts{" "}
          {markedOf} replaced cost the customer nothing.
        </p>
      ) : candidate ? (
        <p className="text-sm text-slate-800">
          Our repair {candidate.reference} of this appliance (completed{" "}
          {formatLongDate(candidate.completedOn)}) is under its repair warranty until{" "}
          {formatLongDate(candidate.warrantyUntil)}. If the same fault is back, mark this visit as its repeat:
          the visit charge, labour and the parts it replaced are free.
        </p>
      ) : null}
      {canChange ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={markedOf ? "not-rework" : "rework"} />
          <button
            type="submit"
            disabled={busy}
            className={buttonClass({ variant: markedOf ? "secondary" : "primary" })}
          >
            {markedOf ? "Not a repeat repair" : `Mark as a repeat of ${candidate?.reference ?? ""}`}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Decided before the estimate: it can no longer be changed for this visit.
        </p>
      )}
    </AdminCard>
  );
}
