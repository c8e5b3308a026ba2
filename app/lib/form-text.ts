/** A form field as text, cut to `maxLength` when given: missing fields and file uploads read as "". */
export function formText(form: FormData, name: string, maxLength?: number): string {
  const value = form.get(name);
  if (typeof value !== "string") return "";
  return maxLength === undefined ? value : value.slice(0, maxLength);
}

/** A field of a form read with `readFormValues`, as text cut to `maxLength`: missing fields and files read as "". */
export function valueText(values: Record<string, unknown>, name: string, maxLength?: number): string {
  const value = values[name];
  if (typeof value !== "string") return "";
  return maxLength === undefined ? value : value.slice(0, maxLength);
}
