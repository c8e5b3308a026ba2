import { readFile } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import type { Database } from "../../../db/client.server";
import { getProduct, parseProductId } from "~/modules/catalog/product-detail.server";

import { parseMediaPath, readImageVariant } from "./product-images.server";

/** The size link previews (WhatsApp, Facebook, X) show without cropping. */
const width = 1200;
const height = 630;

/** The shop's own pictures (SVG illustrations in public/) or an upload's largest WebP from the database. */
async function pictureBytes(db: Database, image: string): Promise<Buffer | null> {
  const bundled = /^\/images\/[\w/-]+\.svg$/.exec(image);
  if (bundled) return readFile(path.resolve("public", image.slice(1))).catch(() => null);
  const [, imageId, file] = /^\/media\/(\d+)\/(\d+\.webp)$/.exec(image) ?? [];
  const media = parseMediaPath(imageId, file);
  return media ? readImageVariant(db, media.imageId, media.width, media.format) : null;
}

/**
 * GET /og/products/<id>.jpg: the product's main picture centred on white at 1200 × 630, as a JPEG, because
 * link previews take JPEG or PNG and never SVG. Null for an unknown or hidden product.
 */
export async function productSocialImage(db: Database, file: string | undefined): Promise<Buffer | null> {
  const id = parseProductId(/^(\d+)\.jpg$/.exec(file ?? "")?.[1]);
  const product = id === null ? null : await getProduct(db, id);
  const picture = product ? await pictureBytes(db, product.image) : null;
  if (!picture) return null;
  const fitted = await sharp(picture, { density: 150 })
    .resize({ width: width - 160, height: height - 80, fit: "inside" })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite([{ input: fitted, gravity: "centre" }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
