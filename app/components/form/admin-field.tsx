import type { ComponentProps } from "react";

import { adminField } from "~/components/admin/admin-ui";

import {
  FieldError,
  OptionalMark,
  RequiredMark,
  controlProps,
  errorIdFor,
  hintIdFor,
  type Field,
} from "./field";

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
export function AdminField({
  id,
  name,
  label,
  required,
  optional,
  hint,
  error,
  describedBy,
  className,
  after,
  children,
  announceError,
}: ComponentProps<typeof Field> & {
  /** Announces the message as it appears (role="alert"): for forms whose errors only come from the server. */
  announceError?: boolean;
}) {
  const message = <FieldError id={errorIdFor(id)} message={error} />;
  return (
    <div className={className}>
      <label htmlFor={id} className={adminField.label}>
        {label}
        {required ? <RequiredMark /> : null}
        {optional ? <OptionalMark /> : null}
      </label>
      {children(controlProps(id, name, { error, hint: hint !== undefined, describedBy }))}
      {hint !== undefined ? (
        <p id={hintIdFor(id)} className={adminHintClass}>
          {hint}
        </p>
      ) : null}
      {after}
      {announceError && error ? <div role="alert">{message}</div> : message}
    </div>
  );
}
