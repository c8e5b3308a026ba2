import type { ComponentProps } from "react";

import { adminField } from "~/components/admin/admin-ui";

import { Field } from "./field";

/** The hint under a back-office field: smaller than the storefront's. */
export const adminHintClass = "mt-1 text-xs text-slate-600";

/**
 * The form kit's `Field` in the back-office look: the same props, the same wiring (`controlProps`, ids
 * `<id>-hint` and `<id>-error`, the kit's `FieldError`), with the back office's label and hint. Give the
 * control `adminField.input` (from admin-ui):
 *
 *   <AdminField id="brand-name" name="name" label="Name" error={errors.name} hint="Shown in the shop.">
 *     {(props) => <input required className={adminField.input} {...props} />}
 *   </AdminField>
 */
export function AdminField(props: ComponentProps<typeof Field>) {
  return <Field labelClassName={adminField.label} hintClassName={adminHintClass} {...props} />;
}

/**
 * How staff record a payment taken by hand (a maintenance contract, a rejected claim's bill): UPI or cash at
 * the counter, and the UPI payment's 12-digit UTR under `utrName`, with the refusal announced under it.
 */
export function PaymentFields({
  idPrefix,
  utrName,
  error,
}: {
  idPrefix: string;
  utrName: string;
  error?: string;
}) {
  return (
    <>
      <AdminField id={`${idPrefix}-method`} name="method" label="Paid by">
        {(props) => (
          <select {...props} className={adminField.input} defaultValue="upi">
            <option value="upi">UPI</option>
            <option value="cash">Cash at the counter</option>
          </select>
        )}
      </AdminField>
      <AdminField
        id={`${idPrefix}-utr`}
        name={utrName}
        label="UPI reference (UTR)"
        hint="12 digits, from the bank statement"
        announceError
        error={error}
      >
        {(props) => <input {...props} inputMode="numeric" maxLength={12} className={adminField.input} />}
      </AdminField>
    </>
  );
}
