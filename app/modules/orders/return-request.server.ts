import type { Database } from "../../../db/client.server";
import { maxPictureBytes } from "~/lib/picture-limits";
import { returnMessages } from "~/modules/orders/texts/en/return-messages";

import type { OrderView, ReturnView } from "./order-view";
import { maxReturnPhotos, readReturnEntry, type ReturnEntryErrors } from "./return-rules";
import { requestReturn } from "./returns.server";

export type ReturnAnswer =
  | { ok: true; request: ReturnView }
  | { ok: false; status: 400 | 404 | 409 | 413 | 422; message: string; errors?: ReturnEntryErrors };

/**
 * The customer's return request as /track-order posts it: the fields read against what the order can still
 * send back, the photos (files left empty by the browser ignored), then requestReturn. Answers codes.
 */
export async function askForReturn(
  db: Database,
  found: { id: number; order: OrderView },
  form: FormData,
  now: Date,
): Promise<ReturnAnswer> {
  const codes = returnMessages.code;
  const { returnable, status } = found.order;
  if (!returnable) {
    return {
      ok: false,
      status: 409,
      message: status === "delivered" ? codes.windowPassed : codes.notDelivered,
    };
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const read = readReturnEntry(fields, returnable.lines);
  if (!read.ok) return { ok: false, status: 400, message: codes.chooseLines, errors: read.errors };
  const files = form
    .getAll("photos")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  const photoError = (message: string, status: 413 | 422) =>
    ({ ok: false, status, message, errors: { photos: message } }) as const;
  if (files.length > maxReturnPhotos) return photoError(codes.tooManyPhotos, 422);
  if (files.some((file) => file.size > maxPictureBytes)) return photoError(codes.photoTooLarge, 413);
  const photos = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const outcome = await requestReturn(db, found.id, read.entry, photos, { now });
  if (outcome.ok) return outcome;
  if (outcome.status === 404) return { ok: false, status: 404, message: outcome.message };
  return outcome.field
    ? {
        ok: false,
        status: outcome.status,
        message: outcome.message,
        errors: { [outcome.field]: outcome.message },
      }
    : { ok: false, status: outcome.status, message: outcome.message };
}
