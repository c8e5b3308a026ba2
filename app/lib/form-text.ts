/**
 * A posted field as text, cut to `maxLength` when given: missing fields and file uploads read as "". Takes
 * the form itself or the object `readFormValues` makes of it.
 */
export function formText(form: FormData | Record<string, unknown>, name: string, maxLength?: number): string {
  const value: unknown = form instanceof FormData ? form.get(name) : form[name];
  if (typeof value !== "string") return "";
  return maxLength === undefined ? value : value.slice(0, maxLength);
}
