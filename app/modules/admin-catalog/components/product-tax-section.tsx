import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";

import { gstRates } from "~/lib/tax-codes";
import type { ProductFormErrors, ProductFormValues } from "../product-form.schema";
import { productFieldId } from "./product-list-fields";

const wired = (field: "hsnCode" | "gstRate", errors: ProductFormErrors) => ({
  id: productFieldId(field),
  name: field,
  error: errors[field],
});

/** The HSN code and GST rate each invoice line of the product prints (decision 030). */
export function ProductTaxSection({
  initial,
  errors,
}: {
  initial: ProductFormValues;
  errors: ProductFormErrors;
}) {
  return (
    <AdminCard title="GST">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField
          {...wired("hsnCode", errors)}
          label="HSN code"
          hint="4, 6 or 8 digits. Leave blank for the category's code."
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              defaultValue={initial.hsnCode}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField {...wired("gstRate", errors)} label="GST rate" hint="Included in the price shoppers see.">
          {(props) => (
            <select {...props} defaultValue={initial.gstRate} className={adminField.input}>
              {gstRates.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {rate}%
                </option>
              ))}
            </select>
          )}
        </AdminField>
      </div>
    </AdminCard>
  );
}
