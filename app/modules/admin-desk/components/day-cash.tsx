import { Form } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { rupeesInput } from "~/lib/money";
import type { TechnicianDay } from "~/modules/field-service/day-cash.server";

import { DayFigures } from "./day-figures";

export type DayCashErrors = { received?: string; note?: string };

/** One technician's day on the owner's page, with the form that closes it until it is closed. */
export function TechnicianDayCard({
  day,
  errors,
  values,
}: {
  day: TechnicianDay;
  errors: DayCashErrors;
  values: { received?: string; note?: string };
}) {
  const id = `day-${day.technicianId}`;
  return (
    <AdminCard title={day.technicianName}>
      <DayFigures day={day} />
      {day.closed ? null : (
        <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="close" />
          <input type="hidden" name="technicianId" value={day.technicianId} />
          <input type="hidden" name="day" value={day.day} />
          <AdminField
            id={`${id}-received`}
            name="received"
            label="Cash received (₹)"
            error={errors.received}
            announceError
          >
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                defaultValue={values.received ?? rupeesInput(day.cashPaise)}
                className={adminField.input}
              />
            )}
          </AdminField>
          <AdminField
            id={`${id}-note`}
            name="note"
            label="Note (why it differs)"
            error={errors.note}
            announceError
          >
            {(props) => (
              <input
                {...props}
                defaultValue={values.note ?? ""}
                maxLength={300}
                className={adminField.input}
              />
            )}
          </AdminField>
          <button type="submit" className={buttonClass({ className: "sm:col-span-2" })}>
            Close the day for {day.technicianName}
          </button>
        </Form>
      )}
    </AdminCard>
  );
}
