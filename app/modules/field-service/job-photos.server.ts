/** The technician's photos before and after the work, from the job card (decision 049). */
import type { Database } from "../../../db/client.server";
import { lockJob, notStartedMessage } from "./job-lock.server";
import { visitMissingMessage } from "./complete-visit.server";
import {
  maxPhotosPerStage,
  photosToKeep,
  storePhotos,
  type PhotoRefusal,
} from "~/modules/booking/visit-pictures.server";

export type JobPhotoStage = "before" | "after";

const choosePhotoMessage = "Please choose at least one photo.";

/** A refused photo, worded for the technician. */
export function photoRefusalMessage(refusal: PhotoRefusal): string {
  switch (refusal) {
    case "tooMany":
      return `A visit keeps up to ${maxPhotosPerStage} photos before the work and ${maxPhotosPerStage} after.`;
    case "tooLarge":
      return "Each photo must be under 8 MB.";
    case "tooManyPixels":
      return "A photo has too many pixels. Choose one under 25 megapixels.";
    case "unreadable":
      return "A photo could not be read. Please take it again.";
    case "unsupported":
      return "Photos must be JPEG, PNG, WebP or AVIF pictures.";
  }
}

/**
 * Adds the technician's photos of a stage to their visit under way: checked and shrunk first (outside the
 * visit's lock), then stored if the stage has room.
 */
export async function addJobPhotos(
  db: Database,
  technicianId: number,
  bookingId: number,
  stage: JobPhotoStage,
  files: readonly File[],
  now = new Date(),
): Promise<{ ok: true } | { ok: false; status: 400 | 404 | 409 | 413 | 422; message: string }> {
  if (files.length === 0) return { ok: false, status: 400, message: choosePhotoMessage };
  const photos = await photosToKeep(files);
  if (!photos.ok) return { ok: false, status: photos.status, message: photoRefusalMessage(photos.refusal) };
  return db.transaction(async (tx) => {
    const row = await lockJob(tx, technicianId, bookingId);
    if (!row) return { ok: false, status: 404, message: visitMissingMessage } as const;
    if (row.status !== "in_progress") return { ok: false, status: 409, message: notStartedMessage } as const;
    if (!(await storePhotos(tx, row.id, stage, photos.kept, now))) {
      return { ok: false, status: 422, message: photoRefusalMessage("tooMany") } as const;
    }
    return { ok: true } as const;
  });
}
