import sharp, { type Metadata, type Sharp } from "sharp";

import { maxPictureBytes } from "./picture-limits";

/**
 * Decoding a larger picture takes seconds and hundreds of MB (a 40-megapixel PNG fits in 128 KB); no photo
 * we keep needs more than a good phone camera's 25 megapixels.
 */
const maxInputPixels = 25_000_000;

/** Why a picture was refused: each caller words it for its reader. */
export type PictureRefusal = "tooLarge" | "unsupported" | "tooManyPixels" | "unreadable";

export class PictureRejectedError extends Error {
  constructor(readonly refusal: PictureRefusal) {
    super(refusal);
  }
  get status(): 413 | 422 {
    return this.refusal === "tooLarge" ? 413 : 422;
  }
}

/** Formats sharp reports that we accept: AVIF shows as HEIF with AV1 compression. */
function acceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp") return true;
  return metadata.format === "heif" && metadata.compression === "av1";
}

/**
 * Checks that the bytes are a JPEG, PNG, WebP or AVIF picture (by their content, not a name) within the size
 * and pixel limits, and gives it turned upright (a portrait phone photo is stored sideways with an EXIF
 * flag). What is encoded from it carries no metadata: sharp writes none unless asked. Throws
 * PictureRejectedError otherwise.
 */
export async function uprightPicture(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; upright: Sharp }> {
  if (bytes.byteLength > maxPictureBytes) throw new PictureRejectedError("tooLarge");
  if (bytes.byteLength === 0) throw new PictureRejectedError("unsupported");
  let metadata: Metadata;
  try {
    // The header alone, without the pixel limit (sharp applies it to metadata too): a picture over it
    // gets its own message rather than "not a picture".
    metadata = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new PictureRejectedError("unsupported");
  }
  if (!acceptedFormat(metadata) || !metadata.width || !metadata.height) {
    throw new PictureRejectedError("unsupported");
  }
  if (metadata.width * metadata.height > maxInputPixels) throw new PictureRejectedError("tooManyPixels");
  const upright = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" }).rotate();
  const swapped = (metadata.orientation ?? 1) >= 5;
  return {
    width: swapped ? metadata.height : metadata.width,
    height: swapped ? metadata.width : metadata.height,
    upright,
  };
}

let pictureQueue: Promise<void> = Promise.resolve();

/**
 * Runs picture work one at a time: decoding takes the CPU, and the rest of the shop must keep answering
 * while pictures are uploaded.
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = pictureQueue.then(work);
  pictureQueue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/** The widest photo of a fault we keep: enough to see a crack or a label, light enough to store. */
const faultPhotoWidth = 1280;

export type FaultPhoto = { width: number; height: number; bytes: Buffer };

/**
 * A customer's photos of a fault (a return, a complaint) checked and shrunk to one WebP each, without the
 * camera's metadata; the first refusal when one is not a picture we take.
 */
export async function faultPhotosToKeep(
  files: readonly Uint8Array[],
): Promise<{ ok: true; kept: FaultPhoto[] } | { ok: false; refusal: PictureRefusal; status: 413 | 422 }> {
  const kept: FaultPhoto[] = [];
  for (const file of files) {
    try {
      kept.push(
        await oneAtATime(async () => {
          const { upright } = await uprightPicture(file);
          try {
            const { data, info } = await upright
              .resize({
                width: faultPhotoWidth,
                height: faultPhotoWidth,
                fit: "inside",
                withoutEnlargement: true,
              })
              .webp({ quality: 75 })
              .toBuffer({ resolveWithObject: true });
            return { width: info.width, height: info.height, bytes: data };
          } catch {
            // a header that reads but pixels that do not (a cut-off upload)
            throw new PictureRejectedError("unreadable");
          }
        }),
      );
    } catch (error) {
      if (!(error instanceof PictureRejectedError)) throw error;
      return { ok: false, refusal: error.refusal, status: error.status };
    }
  }
  return { ok: true, kept };
}
