import type { InputHTMLAttributes, ReactNode } from "react";

import { adminField } from "~/components/admin/admin-ui";

/** A labelled input for back-office filter forms; `children` go under it (a hint, say). */
export function AdminTextField({
  id,
  label,
  className,
  children,
  ...input
}: { id: string; label: string; className?: string; children?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "children"
>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={adminField.label}>
        {label}
      </label>
      <input id={id} {...input} className={adminField.input} />
      {children}
    </div>
  );
}

/** A labelled select for back-office filter forms: an empty first choice (`anyLabel`), then `options`. */
export function AdminSelectField({
  id,
  name,
  label,
  defaultValue,
  anyLabel,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | null | undefined;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={adminField.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue ?? ""} className={adminField.input}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
