/**
 * A visit's pictures (decision 049): the customer's photos of the fault (at booking and on reschedule), the
 * technician's before and after photos, and the customer's signature on completion. Photos go through the
 * catalogue's picture checks and are kept as one WebP each without the camera's metadata; a signature is
 * kept as a small grey PNG.
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { visitPhotos, visitSignatures } from "../../../db/schema";
import type { UnsignedReason, VisitPhotoStage } from "../../../db/enums";
import { formOverheadBytes, maxPictureBytes } from "~/lib/picture-limits";
import {
  faultPhotosToKeep,
  oneAtATime,
  PictureRejectedError,
  uprightPicture,
  type FaultPhoto,
  type PictureRefusal,
} from "~/lib/picture-upload.server";
import { signLink, verifyLink } from "~/lib/signed-link.server";

import type { VisitPictures } from "./visit-pictures";

type Executor = Pick<Database, "select" | "insert">;

/** Photos a visit may keep of each stage: the fault, before the work, after it. */
export const maxPhotosPerStage = 4;
/** The largest form that carries photos: a stage's photos at their limit, and the fields. */
export const maxPhotoFormBytes = maxPhotosPerStage * maxPictureBytes + formOverheadBytes;

export type PhotoRefusal = PictureRefusal | "tooMany";
export type KeptPhotos =
  { ok: true; kept: FaultPhoto[] } | { ok: false; refusal: PhotoRefusal; status: 413 | 422 };

/** The files a form posted under `name`, without the empty entry a browser sends for an empty field. */
export function postedFiles(form: FormData, name = "photos"): File[] {
  return form.getAll(name).filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/** Posted photos checked and shrunk, when no more than a stage holds came. */
export async function photosToKeep(files: readonly File[]): Promise<KeptPhotos> {
  if (files.length > maxPhotosPerStage) return { ok: false, refusal: "tooMany", status: 422 };
  if (files.some((file) => file.size > maxPictureBytes))
    return { ok: false, refusal: "tooLarge", status: 413 };
  return faultPhotosToKeep(
    await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer()))),
  );
}

/** How many more photos of a stage the visit may keep. */
export async function photoRoom(
  tx: Pick<Database, "select">,
  bookingId: number,
  stage: VisitPhotoStage,
): Promise<number> {
  const [held] = await tx
    .select({ count: count() })
    .from(visitPhotos)
    .where(and(eq(visitPhotos.bookingId, bookingId), eq(visitPhotos.stage, stage)));
  return maxPhotosPerStage - (held?.count ?? 0);
}

/**
 * Stores photos of a stage, if the visit has room for them: false (nothing stored) when they would take it
 * over maxPhotosPerStage. The caller holds the booking's row lock, so two uploads cannot both fit.
 */
export async function storePhotos(
  tx: Executor,
  bookingId: number,
  stage: VisitPhotoStage,
  photos: readonly FaultPhoto[],
  now: Date,
): Promise<boolean> {
  if (photos.length === 0) return true;
  if (photos.length > (await photoRoom(tx, bookingId, stage))) return false;
  await tx.insert(visitPhotos).values(photos.map((photo) => ({ ...photo, bookingId, stage, addedAt: now })));
  return true;
}

type VisitPhotoEntry = { id: number; stage: VisitPhotoStage; width: number; height: number };

/** A visit's photos, oldest first, without their bytes. */
function photosOfVisit(db: Pick<Database, "select">, bookingId: number): Promise<VisitPhotoEntry[]> {
  return db
    .select({
      id: visitPhotos.id,
      stage: visitPhotos.stage,
      width: visitPhotos.width,
      height: visitPhotos.height,
    })
    .from(visitPhotos)
    .where(eq(visitPhotos.bookingId, bookingId))
    .orderBy(asc(visitPhotos.id));
}

/** The widest signature kept: the strokes stay sharp on the invoice, the file stays a few KB. */
const signatureWidth = 600;
/** A drawn signature as the job card posts it: a PNG data URL of a canvas, well under this. */
export const maxSignatureChars = 400_000;

export type SignatureInput =
  { drawn: { png: Buffer; width: number; height: number } } | { unsignedReason: UnsignedReason };

/**
 * The customer's signature from the job card's canvas (a PNG data URL), flattened on white, grey and
 * shrunk; null when it is not a PNG we can read, or is blank (nothing was drawn).
 */
export async function readSignature(
  dataUrl: string,
): Promise<{ png: Buffer; width: number; height: number } | null> {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match || dataUrl.length > maxSignatureChars) return null;
  try {
    return await oneAtATime(async () => {
      const { upright } = await uprightPicture(Buffer.from(match[1]!, "base64"));
      const flat = upright
        .flatten({ background: "#ffffff" })
        .resize({ width: signatureWidth, height: signatureWidth, fit: "inside", withoutEnlargement: true })
        .greyscale();
      const { data } = await flat.clone().raw().toBuffer({ resolveWithObject: true });
      // a blank canvas: every pixel (near) white
      if (data.every((value) => value > 240)) return null;
      const { data: png, info } = await flat
        .png({ palette: true, colours: 16 })
        .toBuffer({ resolveWithObject: true });
      return { png, width: info.width, height: info.height };
    });
  } catch (error) {
    if (error instanceof PictureRejectedError) return null;
    throw error;
  }
}

/** Records the customer's signature, or why there is none, once: a retried completion keeps the first. */
export async function storeSignature(
  tx: Executor,
  bookingId: number,
  signature: SignatureInput,
  now: Date,
): Promise<void> {
  const values =
    "drawn" in signature
      ? { png: signature.drawn.png, width: signature.drawn.width, height: signature.drawn.height }
      : { unsignedReason: signature.unsignedReason };
  await tx
    .insert(visitSignatures)
    .values({ bookingId, ...values, at: now })
    .onConflictDoNothing();
}

type VisitSignatureEntry =
  | { signed: true; width: number; height: number; at: Date }
  | { signed: false; reason: UnsignedReason; at: Date };

/** How the customer signed the visit's completion; null when the service desk completed it. */
async function signatureOfVisit(
  db: Pick<Database, "select">,
  bookingId: number,
): Promise<VisitSignatureEntry | null> {
  const [row] = await db
    .select({
      width: visitSignatures.width,
      height: visitSignatures.height,
      reason: visitSignatures.unsignedReason,
      at: visitSignatures.at,
    })
    .from(visitSignatures)
    .where(eq(visitSignatures.bookingId, bookingId));
  if (!row) return null;
  if (row.reason) return { signed: false, reason: row.reason, at: row.at };
  return { signed: true, width: row.width ?? 0, height: row.height ?? 0, at: row.at };
}

/** A visit's photos and signature as links signed for a day; `stages` picks the photos shown. */
export async function visitPictures(
  db: Pick<Database, "select">,
  bookingId: number,
  { key, now, stages }: { key: string; now: Date; stages?: readonly VisitPhotoStage[] },
): Promise<VisitPictures> {
  const [photos, signature] = await Promise.all([
    photosOfVisit(db, bookingId),
    signatureOfVisit(db, bookingId),
  ]);
  return {
    photos: photos
      .filter((photo) => !stages || stages.includes(photo.stage))
      .map((photo) => ({ ...photo, href: visitPictureHref({ photoId: photo.id }, { key, now }) })),
    signature:
      signature === null
        ? null
        : signature.signed
          ? {
              signed: true,
              href: visitPictureHref({ signatureOf: bookingId }, { key, now }),
              width: signature.width,
              height: signature.height,
              at: signature.at.toISOString(),
            }
          : { signed: false, reason: signature.reason, at: signature.at.toISOString() },
  };
}

const linkPurpose = "visit-picture";
/** As long as the invoice's PDF link: the page that shows the pictures signs new links each time. */
const linkLifetimeMs = 24 * 60 * 60_000;

type PictureSubject = { photoId: number } | { signatureOf: number };

/** The link that shows one of a visit's pictures, signed for a day: for the customer's page and for staff. */
export function visitPictureHref(subject: PictureSubject, { key, now }: { key: string; now: Date }): string {
  const name = "photoId" in subject ? `p-${subject.photoId}` : `s-${subject.signatureOf}`;
  return `/visit-pictures/${signLink(linkPurpose, name, new Date(now.getTime() + linkLifetimeMs), key)}`;
}

/** A picture's bytes and type, when the token is ours, unexpired and the picture still exists. */
export async function visitPictureOfLink(
  db: Pick<Database, "select">,
  token: string,
  { key, now }: { key: string; now: Date },
): Promise<{ bytes: Buffer; type: "image/webp" | "image/png" } | null> {
  const subject = verifyLink(linkPurpose, token, now, key);
  const match = subject ? /^([ps])-(\d{1,9})$/.exec(subject) : null;
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === "p") {
    const [row] = await db
      .select({ bytes: visitPhotos.bytes })
      .from(visitPhotos)
      .where(eq(visitPhotos.id, id));
    return row ? { bytes: row.bytes, type: "image/webp" } : null;
  }
  const [row] = await db
    .select({ png: visitSignatures.png })
    .from(visitSignatures)
    .where(eq(visitSignatures.bookingId, id));
  return row?.png ? { bytes: row.png, type: "image/png" } : null;
}

export type VisitPictureBytes = {
  photos: { stage: VisitPhotoStage; bytes: Buffer }[];
  signature: Buffer | null;
};

/** The bytes of a visit's photos of the work (before and after) and of its signature, for the invoice's PDF. */
export async function visitPictureBytes(
  db: Pick<Database, "select">,
  bookingId: number,
): Promise<VisitPictureBytes> {
  const [photos, [signature]] = await Promise.all([
    db
      .select({ stage: visitPhotos.stage, bytes: visitPhotos.bytes })
      .from(visitPhotos)
      .where(and(eq(visitPhotos.bookingId, bookingId), inArray(visitPhotos.stage, ["before", "after"])))
      .orderBy(asc(visitPhotos.id)),
    db
      .select({ png: visitSignatures.png })
      .from(visitSignatures)
      .where(eq(visitSignatures.bookingId, bookingId)),
  ]);
  return { photos, signature: signature?.png ?? null };
}
