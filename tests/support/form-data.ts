/** A form as a browser posts it, from field names and values: for calling actions and their helpers in-process. */
export function formDataOf(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
