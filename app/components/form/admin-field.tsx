import type { ComponentProps } from "react";

import { adminField } from "~/components/admin/admin-ui";

import { errorIdFor, Field, FieldError } from "./field";

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

/** A back-office checkbox with its label beside it and, when refused, its message under it. */
export function AdminCheckbox({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-start gap-2 text-sm text-slate-800">
        <input
          {...input}
          id={id}
          type="checkbox"
          value="yes"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        {label}
      </label>
      <FieldError id={errorIdFor(id)} message={error} />
    </div>
  );
}
