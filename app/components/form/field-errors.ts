/**
 * The form kit's one mapping from a schema's issues to the messages shown under fields. It names no
 * zod type, so it costs the browser nothing until a schema is loaded; zod and zod/mini issues both fit.
 */
export type FieldIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** One message per field: the first issue the schema reported for it. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly FieldIssue[] } };

/** Anything with zod's safeParse: a zod or zod/mini schema. */
export type FormSchema<T> = { safeParse(input: unknown): SafeParseResult<T> };

export type FieldsParsed<T, F extends string> =
  { success: true; data: T } | { success: false; errors: FieldErrors<F> };

/**
 * The first message for each field, in the order the schema reported them. With `fields`, issues on any
 * other path (a form-wide refinement, an unknown key) are left out; without it, every top-level key counts.
 */
export function fieldErrorsFrom<F extends string>(
  issues: readonly FieldIssue[],
  fields?: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== "string") continue;
    if (fields && !fields.includes(key as F)) continue;
    errors[key as F] ??= issue.message;
  }
  return errors;
}

/** Parses a form's values with its schema: the data, or the first message for each invalid field. */
export function parseFields<T, F extends string>(
  schema: FormSchema<T>,
  input: unknown,
  fields?: readonly F[],
): FieldsParsed<T, F> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: fieldErrorsFrom(result.error.issues, fields) };
}

/** The first field, in the form's order, that has a message. */
export function firstInvalid<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | undefined {
  return order.find((field) => errors[field]);
}

/** How many fields have a message. */
export function errorCount(errors: FieldErrors): number {
  return Object.values(errors).filter(Boolean).length;
}
