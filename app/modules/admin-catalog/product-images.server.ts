import { and, asc, eq, lte } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";

import type { Database } from "../../../db/client.server";
import { isStorageFull } from "~/lib/storage-full";
import { productImages, productImageVariants, products } from "../../../db/schema";
import type { SignedInStaff } from "../staff/guard.server";
import { recordAudit } from "../staff/audit.server";
import { placeholderImage } from "./products-admin.server";

/** The widths every upload is stored at (never larger than the original). */
const imageWidths = [320, 640, 1024] as const;
const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const maxImageBytes = 8 * 1024 * 1024;
/**
 * Decoding a larger picture takes seconds and hundreds of MB (a 40-megapixel PNG fits in 128 KB); no
 * product photo needs more than a good phone camera's 25 megapixels.
 */
const maxInputPixels = 25_000_000;
const tooManyPixelsMessage = "The picture has too many pixels. Choose one under 25 megapixels.";
/** The width product pages and cards use for the main image. */
const displayWidth = 640;

export const unsupportedImageMessage = "Choose a JPEG, PNG, WebP or AVIF picture.";
export const imageTooLargeMessage = "The picture is larger than 8 MB. Choose a smaller one.";
const storageFullMessage =
  "The picture could not be stored: the server's disk is full. The product's pictures were not changed. Please free some space or call for help, then try again.";

function mediaUrl(imageId: number, width: number, format: ImageFormat = "webp"): string {
  return `/media/${imageId}/${width}.${format}`;
}

/** The stored widths for an original this wide: 320, 640, 1024, each capped at the original. */
export function variantWidths(originalWidth: number): number[] {
  return [...new Set(imageWidths.map((width) => Math.min(width, originalWidth)))];
}

function displayVariantWidth(originalWidth: number): number {
  return Math.min(displayWidth, originalWidth);
}

export type ProcessedImage = {
  width: number;
  height: number;
  variants: { width: number; format: ImageFormat; bytes: Buffer }[];
};

class ImageRejectedError extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** Formats sharp reports that we accept: AVIF shows as HEIF with AV1 compression. */
function acceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp") return true;
  return metadata.format === "heif" && metadata.compression === "av1";
}

let imageQueue: Promise<void> = Promise.resolve();

/**
 * Checks that the bytes are a JPEG, PNG, WebP or AVIF picture (by their content, not a name) and makes the
 * AVIF and WebP variants. Throws ImageRejectedError for anything else.
 */
export function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  // One picture at a time, one variant at a time: decoding takes the CPU, and the rest of the shop
  // must keep answering while staff upload.
  const run = imageQueue.then(() => processOneImage(bytes));
  imageQueue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

async function processOneImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > maxImageBytes) throw new ImageRejectedError(413, imageTooLargeMessage);
  if (bytes.byteLength === 0) throw new ImageRejectedError(422, unsupportedImageMessage);
  let metadata: Metadata;
  try {
    // The header alone, without the pixel limit (sharp applies it to metadata too): a picture over it
    // gets its own message rather than "not a picture".
    metadata = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new ImageRejectedError(422, unsupportedImageMessage);
  }
  if (!acceptedFormat(metadata) || !metadata.width || !metadata.height) {
    throw new ImageRejectedError(422, unsupportedImageMessage);
  }
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new ImageRejectedError(422, tooManyPixelsMessage);
  }
  const input = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" });
  // EXIF orientation: a portrait phone photo is stored sideways with a flag; turn it upright.
  const upright = input.clone().rotate();
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  try {
    const variants: ProcessedImage["variants"] = [];
    for (const target of variantWidths(width)) {
      for (const format of imageFormats) {
        const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
        const encoded =
          format === "avif" ? resized.avif({ quality: 55, effort: 3 }) : resized.webp({ quality: 80 });
        variants.push({ width: target, format, bytes: await encoded.toBuffer() });
      }
    }
    return { width, height, variants };
  } catch {
    throw new ImageRejectedError(422, "The picture could not be read. It may be damaged; try another.");
  }
}

export type ProductImageView = { id: number; width: number; height: number; url: string; main: boolean };

/** The pictures staff uploaded for a product, oldest first. */
export async function listProductImages(db: Database, productId: number): Promise<ProductImageView[]> {
  const [product] = await db
    .select({ image: products.image })
    .from(products)
    .where(eq(products.id, productId));
  const rows = await db
    .select({ id: productImages.id, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.id));
  return rows.map((row) => {
    const url = mediaUrl(row.id, displayVariantWidth(row.width));
    return { ...row, url, main: product?.image === url };
  });
}

export type ImageChangeResult =
  | { ok: true; imageId: number; image: string; images: string[] }
  | { ok: false; status: 404 | 413 | 422 | 507; message: string };

const isUploaded = (url: string) => url.startsWith("/media/");

/**
 * Stores a picture for a product: its variants, and its URL in the product's pictures. While the product
 * still shows a drawing (a seeded SVG or the category placeholder) the picture becomes its main image and
 * the first in its gallery; later pictures are added at the end.
 */
export async function addProductImage(
  db: Database,
  user: SignedInStaff,
  productId: number,
  bytes: Uint8Array,
): Promise<ImageChangeResult> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) return { ok: false, status: 404, message: "There is no product with that id." };
  let processed: ProcessedImage;
  try {
    processed = await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
  // One transaction: a full disk part-way through leaves the product's pictures as they were.
  return storeImage(db, user, productId, processed).catch((error: unknown) => {
    if (isStorageFull(error)) return { ok: false, status: 507, message: storageFullMessage } as const;
    throw error;
  });
}

function storeImage(
  db: Database,
  user: SignedInStaff,
  productId: number,
  processed: ProcessedImage,
): Promise<ImageChangeResult> {
  return db.transaction(async (tx): Promise<ImageChangeResult> => {
    const [before] = await tx
      .select({ image: products.image, images: products.images })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!before) return { ok: false, status: 404, message: "There is no product with that id." };
    const [image] = await tx
      .insert(productImages)
      .values({ productId, width: processed.width, height: processed.height })
      .returning({ id: productImages.id });
    if (!image) throw new Error("the image insert returned no row");
    await tx
      .insert(productImageVariants)
      .values(processed.variants.map((variant) => ({ imageId: image.id, ...variant })));
    const url = mediaUrl(image.id, displayVariantWidth(processed.width));
    const becomesMain = !isUploaded(before.image);
    const after = becomesMain
      ? { image: url, images: [url, ...before.images.filter((item) => item !== url)] }
      : { image: before.image, images: [...before.images, url] };
    await tx.update(products).set(after).where(eq(products.id, productId));
    await recordAudit(tx, user, {
      action: "product.image.add",
      entity: "product",
      entityId: productId,
      before,
      after: { ...after, imageId: image.id, width: processed.width, height: processed.height },
    });
    return { ok: true, imageId: image.id, ...after };
  });
}

/**
 * Deletes an uploaded picture and its variants and takes it out of the product's pictures. When it was
 * the main image, the next uploaded picture takes its place, else the first remaining one, else the
 * category's drawing.
 */
export async function removeProductImage(
  db: Database,
  user: SignedInStaff,
  productId: number,
  imageId: number,
): Promise<ImageChangeResult> {
  const result = await db.transaction(async (tx): Promise<ImageChangeResult> => {
    const [before] = await tx
      .select({ image: products.image, images: products.images, category: products.category })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!before) return { ok: false, status: 404, message: "There is no product with that id." };
    const [deleted] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ id: productImages.id });
    if (!deleted) return { ok: false, status: 404, message: "That picture is not one of this product's." };
    const prefix = `/media/${imageId}/`;
    const images = before.images.filter((url) => !url.startsWith(prefix));
    const image = before.image.startsWith(prefix)
      ? (images.find(isUploaded) ?? images[0] ?? placeholderImage(before.category))
      : before.image;
    if (image !== before.image && images.includes(image) && isUploaded(image)) {
      images.splice(images.indexOf(image), 1);
      images.unshift(image);
    }
    await tx.update(products).set({ image, images }).where(eq(products.id, productId));
    await recordAudit(tx, user, {
      action: "product.image.remove",
      entity: "product",
      entityId: productId,
      before: { image: before.image, images: before.images, imageId },
      after: { image, images },
    });
    return { ok: true, imageId, image, images };
  });
  return result;
}

/** The bytes of one stored variant, or null. */
export async function readImageVariant(
  db: Database,
  imageId: number,
  width: number,
  format: ImageFormat,
  { lightest = false }: { lightest?: boolean } = {},
): Promise<Buffer | null> {
  const rows = await db
    .select({ width: productImageVariants.width, bytes: productImageVariants.bytes })
    .from(productImageVariants)
    .where(
      and(
        eq(productImageVariants.imageId, imageId),
        lightest ? lte(productImageVariants.width, width) : eq(productImageVariants.width, width),
        eq(productImageVariants.format, format),
      ),
    )
    .orderBy(asc(productImageVariants.width));
  // Save-Data: the picture's smallest width stands in for the one asked for, which must exist all the same.
  if (!rows.some((row) => row.width === width)) return null;
  return rows[0] ? Buffer.from(rows[0].bytes) : null;
}

/** '/media/12/640.webp' parts, or null for anything that is not an image id and '<width>.<avif|webp>'. */
export function parseMediaPath(
  imageId: string | undefined,
  file: string | undefined,
): { imageId: number; width: number; format: ImageFormat } | null {
  if (!imageId || !/^[1-9]\d{0,9}$/.test(imageId) || Number(imageId) > 2_147_483_647) return null;
  const match = /^([1-9]\d{0,4})\.(avif|webp)$/.exec(file ?? "");
  if (!match) return null;
  return { imageId: Number(imageId), width: Number(match[1]), format: match[2] as ImageFormat };
}
