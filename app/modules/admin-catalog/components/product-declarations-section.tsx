import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";
import { productDeclarationsText } from "~/modules/catalog/texts/en/product-declarations";
import { originCountries } from "~/modules/catalog/product-declarations";

import { makerRoles, netQuantityUnits } from "../../../../db/enums";
import type { ProductFormErrors, ProductFormField, ProductFormValues } from "../product-form.schema";
import { productFieldId } from "./product-list-fields";

const wired = (field: ProductFormField, errors: ProductFormErrors) => ({
  id: productFieldId(field),
  name: field,
  error: errors[field],
});

const roleNames = { manufacturer: "Manufacturer", packer: "Packer", importer: "Importer" } as const;

/**
 * What the product page must declare under Legal Metrology (decision 037), copied from the box: who made,
 * packed or imported it, origin, net quantity, consumer care and, where printed, the month.
 */
export function ProductDeclarationsSection({
  initial,
  errors,
}: {
  initial: ProductFormValues;
  errors: ProductFormErrors;
}) {
  const t = productDeclarationsText.en;
  return (
    <AdminCard title="Declarations on the box (Legal Metrology)">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField {...wired("makerRole", errors)} label="The box names the">
          {(props) => (
            <select {...props} required defaultValue={initial.makerRole} className={adminField.input}>
              <option value="">Choose…</option>
              {makerRoles.map((role) => (
                <option key={role} value={role}>
                  {roleNames[role]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField {...wired("makerName", errors)} label="Their name">
          {(props) => (
            <input
              {...props}
              required
              maxLength={120}
              defaultValue={initial.makerName}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...wired("makerAddress", errors)}
          label="Their address, with pincode"
          className="sm:col-span-2"
        >
          {(props) => (
            <textarea
              {...props}
              required
              rows={2}
              maxLength={300}
              defaultValue={initial.makerAddress}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField {...wired("countryOfOrigin", errors)} label="Country of origin">
          {(props) => (
            <select {...props} required defaultValue={initial.countryOfOrigin} className={adminField.input}>
              <option value="">Choose…</option>
              {originCountries.map((code) => (
                <option key={code} value={code}>
                  {t[`country_${code}`]}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <div className="grid grid-cols-2 gap-3">
          <AdminField {...wired("netQuantity", errors)} label="Net quantity">
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                maxLength={6}
                defaultValue={initial.netQuantity}
                className={adminField.input}
              />
            )}
          </AdminField>
          <AdminField {...wired("netQuantityUnit", errors)} label="Unit">
            {(props) => (
              <select {...props} defaultValue={initial.netQuantityUnit} className={adminField.input}>
                {netQuantityUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {t[`unit_${unit}`]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
        </div>
        <AdminField
          {...wired("consumerCare", errors)}
          label="Consumer care"
          hint="The phone number or e-mail on the box."
        >
          {(props) => (
            <input
              {...props}
              required
              maxLength={200}
              defaultValue={initial.consumerCare}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...wired("madeIn", errors)}
          label="Month of manufacture or import (optional)"
          hint="As printed on the box."
        >
          {(props) => (
            <input {...props} type="month" defaultValue={initial.madeIn} className={adminField.input} />
          )}
        </AdminField>
      </div>
    </AdminCard>
  );
}
