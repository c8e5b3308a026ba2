import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";

import { firstInvalid, type FieldErrors } from "./field-errors";
import type { lazyModule } from "./lazy-module";
import { usePressGuard } from "./press-guard";

/** A form's values checked in the browser: the message for each invalid field, or null when all is well. */
export type FormValidator<F extends string> = (input: Record<string, unknown>) => FieldErrors<F> | null;

type LazyValidator<F extends string> = ReturnType<typeof lazyModule<FormValidator<F>>>;

/** Focuses a field by name: a radio group's checked (or first enabled) radio, or the control itself. */
function focusField(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name);
  if (typeof RadioNodeList !== "undefined" && control instanceof RadioNodeList) {
    const radios = Array.from(control).filter(
      (node): node is HTMLInputElement => node instanceof HTMLInputElement && !node.disabled,
    );
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else if (control instanceof HTMLElement) {
    control.focus();
  }
}

export function formValues(form: HTMLFormElement): Record<string, unknown> {
  return Object.fromEntries(new FormData(form));
}

/**
 * The browser half of the form kit: the errors shown under the fields, checked with the form's schema
 * before sending, and replaced by the server's answer.
 * - `check(form)` validates the form's values (loading the schema if need be), shows the errors and
 *   focuses the first invalid field; it returns the errors, or null when the form may be sent (also when
 *   the schema could not be fetched: the server checks it anyway).
 * - `checkLoaded(form)` does the same at once when the schema is already loaded, else returns undefined.
 * - A new `serverErrors` (the action's answer) replaces what the browser found and focuses its first field.
 * - `formProps` go on the <form>: editing a field clears its message; focusing the form loads the schema.
 * - `afterPress(update)` holds an update that may move the layout until a press under way has made its
 *   click (see press-guard.ts), so errors shown or hidden on blur never move the submit button under it.
 */
export function useFormCheck<F extends string>({
  fields,
  validator,
  serverErrors,
}: {
  /** The fields in the order the form shows them: the first invalid one gets the focus. */
  fields: readonly F[];
  validator: LazyValidator<F>;
  serverErrors?: FieldErrors<F>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>(serverErrors ?? {});
  const [answered, setAnswered] = useState(serverErrors);
  const [focusTarget, setFocusTarget] = useState<{ field: F } | null>(null);
  const afterPress = usePressGuard();

  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setErrors(serverErrors ?? {});
    const first = serverErrors ? firstInvalid(serverErrors, fields) : undefined;
    if (first) setFocusTarget({ field: first });
  }

  useEffect(() => {
    if (focusTarget && formRef.current) focusField(formRef.current, focusTarget.field);
  }, [focusTarget]);

  function show(form: HTMLFormElement, found: FieldErrors<F> | null): FieldErrors<F> | null {
    setErrors(found ?? {});
    const first = found ? firstInvalid(found, fields) : undefined;
    if (first) focusField(form, first);
    return found;
  }

  function checkLoaded(form: HTMLFormElement): FieldErrors<F> | null | undefined {
    const validate = validator.current();
    return validate ? show(form, validate(formValues(form))) : undefined;
  }

  async function check(form: HTMLFormElement): Promise<FieldErrors<F> | null> {
    let validate: FormValidator<F>;
    try {
      validate = await validator.get();
    } catch {
      setErrors({});
      return null;
    }
    return show(form, validate(formValues(form)));
  }

  function clearError(name: string) {
    if (!(fields as readonly string[]).includes(name) || !errors[name as F]) return;
    setErrors(({ [name as F]: _cleared, ...rest }) => rest as FieldErrors<F>);
  }

  const formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
  } = {
    ref: formRef,
    onChange: (event) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === "string") clearError(name);
    },
    onFocus: () => void validator.get().catch(() => {}),
  };

  return { errors, setErrors, clearError, check, checkLoaded, formProps, formRef, afterPress };
}
