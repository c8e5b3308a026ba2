import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";

import { formsText } from "~/components/texts/en/forms";
import { useMessageText, useText } from "~/i18n/text";

/** The one look of a text input, select or textarea in a storefront form (the class is in app.css). */
export const controlClass = "field-control";

export const labelClass = "field-label";

export const checkboxClass = "mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600 focus-ring";

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="required-mark">
      *
    </span>
  );
}

/** " (optional)": the space inside keeps the field's accessible name "Email (optional)". */
function OptionalMark() {
  return <span className="text-sm font-normal text-slate-500">{useText(formsText).optional}</span>;
}

export const errorIdFor = (controlId: string) => `${controlId}-error`;
export const hintIdFor = (controlId: string) => `${controlId}-hint`;

/** A field's message, under it; the field points at it with aria-describedby (see `controlProps`). */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p
      id={id}
      className={clsx("mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700", className)}
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      {messageText(message)}
    </p>
  );
}

export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * What a control needs to be announced with its hint and its error: the id, the name, aria-invalid and
 * aria-describedby naming the hint and the error (ids `<id>-hint`, `<id>-error`) when they are shown.
 */
export function controlProps(
  id: string,
  name: string,
  { error, hint = false, describedBy = [] }: { error?: string; hint?: boolean; describedBy?: string[] } = {},
): ControlProps {
  const ids = [...(hint ? [hintIdFor(id)] : []), ...describedBy, ...(error ? [errorIdFor(id)] : [])];
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  };
}

type FieldProps = {
  /** The control's id; its hint and error take `<id>-hint` and `<id>-error`. */
  id: string;
  name: string;
  label: ReactNode;
  /** Marks the label with a red asterisk (the control still carries `required` itself). */
  required?: boolean;
  /** Marks the label "(optional)". */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** More ids the control is described by (a counter, say), after the hint. */
  describedBy?: string[];
  className?: string;
  /** The label's and the hint's classes, where a form has another look (the back office's). */
  labelClassName?: string;
  hintClassName?: string;
  /** Announces the message as it appears (role="alert"): for forms whose errors only come from the server. */
  announceError?: boolean;
  /** Rendered between the hint and the error (a character counter, say). */
  after?: ReactNode;
  /** The control: spread the given props onto the input, select or textarea. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * One labelled form field: label (with its required or optional mark), the control, a hint and the
 * error, wired for screen readers. The control is the caller's, so inputs, selects and textareas all fit:
 *
 *   <Field id="contact-phone" name="phone" label="Phone number" required error={errors.phone}>
 *     {(props) => <input type="tel" className={controlClass} {...props} />}
 *   </Field>
 */
export function Field({
  id,
  name,
  label,
  required,
  optional,
  hint,
  error,
  describedBy,
  className,
  labelClassName = labelClass,
  hintClassName = "mt-1.5 text-sm text-slate-600",
  announceError = false,
  after,
  children,
}: FieldProps) {
  const message = <FieldError id={errorIdFor(id)} message={error} />;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {required ? <RequiredMark /> : null}
        {optional ? <OptionalMark /> : null}
      </label>
      {children(controlProps(id, name, { error, hint: hint !== undefined, describedBy }))}
      {hint !== undefined ? (
        <p id={hintIdFor(id)} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {after}
      {announceError && error ? <div role="alert">{message}</div> : message}
    </div>
  );
}

/** The note at the top of a form with invalid fields: "Please correct the 2 fields marked below." */
export function ErrorSummary({ count, className }: { count: number; className?: string }) {
  const t = useText(formsText);
  if (count === 0) return null;
  return (
    <p
      role="alert"
      className={clsx(
        "flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200",
        className,
      )}
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      {t.correctFields(count)}
    </p>
  );
}

/** "Fields marked * are required." */
export function RequiredNote({ className }: { className?: string }) {
  const t = useText(formsText);
  return (
    <p className={clsx("text-sm text-slate-600", className)}>
      {t.requiredNoteBefore}
      <span className="text-red-700">*</span>
      {t.requiredNoteAfter}
    </p>
  );
}
