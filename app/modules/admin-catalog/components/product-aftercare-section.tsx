import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";

import type { InstallationNeed } from "../../../../db/enums";
import { maxWarrantyMonths, type ProductFormErrors, type ProductFormValues } from "../product-form.schema";
import { productFieldId } from "./product-list-fields";

const installationLabels: Record<InstallationNeed, string> = {
  none: "None",
  installation: "Installation",
  demo: "Demo",
};

type Field = "installation" | "installationCharge" | "warrantyMonths" | "warrantyNote";

const wired = (field: Field, errors: ProductFormErrors) => ({
  id: productFieldId(field),
  name: field,
  error: errors[field],
});

/** What the product needs after delivery (installation or a demo, and its charge) and its warranty. */
export function ProductAftercareSection({
  initial,
  errors,
}: {
  initial: ProductFormValues;
  errors: ProductFormErrors;
}) {
  return (
    <AdminCard title="Installation and warranty">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField
          {...wired("installation", errors)}
          label="Installation or demo"
          hint="Checkout books a technician's visit for products that need one."
        >
          {(props) => (
            <select {...props} defaultValue={initial.installation} className={adminField.input}>
              {Object.entries(installationLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          {...wired("installationCharge", errors)}
          label="Installation charge (₹)"
          hint="Per unit, added at checkout. 0 for free."
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              defaultValue={initial.installationCharge}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...wired("warrantyMonths", errors)}
          label="Manufacturer warranty (months)"
          hint={`0 to ${maxWarrantyMonths}; 12 is one year.`}
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              defaultValue={initial.warrantyMonths}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...wired("warrantyNote", errors)}
          label="Warranty note (optional)"
          hint="e.g. 5 years on the compressor"
        >
          {(props) => (
            <input
              {...props}
              defaultValue={initial.warrantyNote}
              maxLength={120}
              className={adminField.input}
            />
          )}
        </AdminField>
      </div>
    </AdminCard>
  );
}
