import type { Dispatch, FocusEvent, SetStateAction } from "react";

import type { FieldErrors } from "./field-errors";
import type { lazyModule } from "./lazy-module";
import { formValues, type FormValidator } from "./use-form-check";

/**
 * A form's onBlur for forms whose messages stay while the visitor types: leaving a field checks it again,
 * so its message is replaced by the current one, or removed once the field is right. It waits until the
 * form has been checked once (`active`), so nothing is said about fields the visitor has not finished.
 * The change waits for a press under way (`afterPress` of useFormCheck): leaving a field by pressing the
 * submit button must not move that button before the press is released.
 */
export function recheckOnBlur<F extends string>({
  fields,
  validator,
  setErrors,
  afterPress,
  active,
}: {
  fields: readonly F[];
  validator: ReturnType<typeof lazyModule<FormValidator<F>>>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  afterPress: (update: () => void) => void;
  active: boolean;
}) {
  return (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (!active || typeof name !== "string" || !(fields as readonly string[]).includes(name)) return;
    const field = name as F;
    const values = formValues(event.currentTarget);
    validator.get().then(
      (validate) => {
        const message = validate(values)?.[field];
        afterPress(() =>
          setErrors(
            ({ [field]: _old, ...rest }) =>
              (message ? { ...rest, [field]: message } : rest) as FieldErrors<F>,
          ),
        );
      },
      () => {}, // the schema could not be fetched: the messages stay as they are
    );
  };
}
