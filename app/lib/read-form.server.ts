import { data } from "react-router";

import { readBodyWithin } from "./read-body.server";
import { formRefusals } from "./texts/en/form-refusals";

/**
 * Well above the largest form the shop has: the back-office product editor, filled to every field's
 * limit, is about 28,000 characters, some 30 KB in English and up to about 260 KB url-encoded if all of it
 * were in Tamil (each letter 3 bytes, each byte %XX).
 */
export const maxFormBytes = 512 * 1024;

// Codes: the error screen writes them in the page's language.
export const formUnreadableMessage = formRefusals.code.unreadable;
export const formCharactersMessage = formRefusals.code.characters;
export const formTooLargeMessage = formRefusals.code.tooLarge;

/** Whether the text has a C0 control character (NUL among them) or DEL, other than tab, LF and CR. */
export function hasRefusedCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

function refuse(message: string, status: number): never {
  throw data(message, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The posted form, read the one way every action reads it: a body over `maxBytes` is refused with 413,
 * anything but a url-encoded or multipart form, or a form that does not parse, with 400, and text
 * carrying a NUL or another control character with 400 (PostgreSQL cannot store a NUL, and no field of
 * ours needs the others). Each refusal is thrown as a route error response with a short message. A form
 * that takes photos names `maxPhotoFormBytes`: the limit of its multipart posts (url-encoded ones keep
 * `maxBytes`).
 */
export async function readForm(
  request: Request,
  { maxBytes = maxFormBytes, maxPhotoFormBytes }: { maxBytes?: number; maxPhotoFormBytes?: number } = {},
): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const multipart = /^multipart\/form-data/i.test(contentType);
  const body = await readBodyWithin(request, multipart ? (maxPhotoFormBytes ?? maxBytes) : maxBytes);
  if (body === null) refuse(formTooLargeMessage, 413);
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(contentType)) {
    if (contentType === "" && body.byteLength === 0) return new FormData();
    refuse(formUnreadableMessage, 400);
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    refuse(formUnreadableMessage, 400);
  }
  for (const [name, value] of form) {
    if (hasRefusedCharacters(name) || (typeof value === "string" && hasRefusedCharacters(value))) {
      refuse(formCharactersMessage, 400);
    }
  }
  return form;
}

/** The posted form's fields as one object, for a form schema to parse (`parseFields`). */
export async function readFormValues(
  request: Request,
  options?: { maxBytes?: number; maxPhotoFormBytes?: number },
): Promise<Record<string, unknown>> {
  return Object.fromEntries(await readForm(request, options));
}
