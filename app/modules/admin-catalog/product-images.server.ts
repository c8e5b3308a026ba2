import { and, asc, eq, lte } from "drizzle-orm";
import { maxPictureBytes } from "~/lib/picture-limits";
import {
  oneAtATime,
  PictureRejectedError,
  uprightPicture,
  type PictureRefusal,
} from "~/lib/picture-upload.server";

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

export const maxImageBytes = maxPictureBytes;
/** The width product pages and cards use for the main image. */
const displayWidth = 640;

export const unsupportedImageMessage = "Choose a JPEG, PNG, WebP or AVIF picture.";
export const imageTooLargeMessage = "The picture is larger than 8 MB. Choose a smaller one.";
const refusalMessages: Record<PictureRefusal, string> = {
  tooLarge: imageTooLargeMessage,
  unsupported: unsupportedImageMessage,
  tooManyPixels: "The picture has too many pixels. Choose one under 25 megapixels.",
  unreadable: "The picture could not be read. It may be damaged; try another.",
};
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

/**
 * Checks the picture (uprightPicture) and makes its AVIF and WebP variants, one picture at a time. Throws
 * PictureRejectedError for anything that is not a picture we take.
 */
export function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  return oneAtATime(async () => {
    const { width, height, upright } = await uprightPicture(bytes);
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
      throw new PictureRejectedError("unreadable");
    }
  });
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
    if (error instanceof PictureRejectedError)
      return { ok: false, status: error.status, message: refusalMessages[error.refusal] };
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
