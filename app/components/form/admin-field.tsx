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
