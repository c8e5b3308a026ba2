import { Form, useNavigation } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";

import { serialNumberMaxLength } from "../../appliances/serial-number";

/** What the page knows of each unit of the order (see orderUnits in the appliances module). */
export type UnitSerial = {
  field: string;
  title: string;
  unit: number;
  quantity: number;
  serialNumber: string | null;
};

function unitLabel(unit: UnitSerial): string {
  return unit.quantity > 1 ? `${unit.title} (unit ${unit.unit} of ${unit.quantity})` : unit.title;
}

/** One optional serial-number field per unit; goes inside the delivery form and the serial-number card. */
export function UnitSerialFields({
  units,
  errors = {},
  idPrefix,
}: {
  units: UnitSerial[];
  errors?: Record<string, string>;
  idPrefix: string;
}) {
  if (units.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Serial numbers (optional)</legend>
      {units.map((unit) => (
        <AdminField
          key={unit.field}
          id={`${idPrefix}-${unit.field}`}
          name={unit.field}
          label={`Serial number: ${unitLabel(unit)}`}
          error={errors[unit.field]}
        >
          {(props) => (
            <input
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={serialNumberMaxLength}
              defaultValue={unit.serialNumber ?? ""}
              className={adminField.input}
              {...props}
            />
          )}
        </AdminField>
      ))}
    </fieldset>
  );
}

/** A delivered order's units: staff add or correct their serial numbers later (at installation, say). */
export function OrderSerialsCard({
  orderId,
  units,
  errors,
}: {
  orderId: number;
  units: UnitSerial[];
  errors?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "serials";
  return (
    <AdminCard title="Appliances and serial numbers">
      <p className="mb-3 text-sm text-slate-600">
        Each unit is the customer&rsquo;s appliance record under My Appliances, with its warranty.
      </p>
      <Form method="post" action={`/admin/orders/${orderId}`} preventScrollReset>
        <input type="hidden" name="intent" value="serials" />
        <UnitSerialFields units={units} errors={errors} idPrefix="edit" />
        <button
          type="submit"
          disabled={busy}
          className={buttonClass({ variant: "secondary", className: "mt-3 w-full sm:w-auto" })}
        >
          {busy ? "Saving…" : "Save serial numbers"}
        </button>
      </Form>
    </AdminCard>
  );
}
