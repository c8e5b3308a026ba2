import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, productImageVariants, products } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { getProduct } from "../catalog/product-detail.server";
import type { SignedInStaff } from "../staff/guard.server";
import {
  addProductImage,
  listProductImages,
  parseMediaPath,
  processImage,
  readImageVariant,
  removeProductImage,
  variantWidths,
} from "./product-images.server";
import { readImageUpload } from "./upload.server";

const picture = (width: number, height: number, format: "png" | "jpeg" = "png") => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

describe("image checks", () => {
  it("caps the stored widths at the original's", () => {
    expect(variantWidths(2000)).toEqual([320, 640, 1024]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("makes AVIF and WebP at 320, 640 and 1024 from a large PNG", async () => {
    const processed = await processImage(await picture(1500, 1000));
    expect(processed).toMatchObject({ width: 1500, height: 1000 });
    const made = await Promise.all(
      processed.variants.map(async (variant) => {
        const metadata = await sharp(variant.bytes).metadata();
        return `${variant.format}:${variant.width}:${metadata.width}:${metadata.format}`;
      }),
    );
    expect(made.sort()).toEqual(
      [
        "avif:320:320:heif",
        "avif:640:640:heif",
        "avif:1024:1024:heif",
        "webp:320:320:webp",
        "webp:640:640:webp",
        "webp:1024:1024:webp",
      ].sort(),
    );
  });

  it("refuses text named like a picture, and formats it does not take", async () => {
    await expect(processImage(Buffer.from("just some text, not a PNG"))).rejects.toMatchObject({
      status: 422,
    });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    await expect(processImage(gif)).rejects.toMatchObject({ status: 422 });
    await expect(processImage(new Uint8Array(8 * 1024 * 1024 + 1))).rejects.toMatchObject({ status: 413 });
  });

  it("reads media paths strictly", () => {
    expect(parseMediaPath("12", "640.webp")).toEqual({ imageId: 12, width: 640, format: "webp" });
    expect(parseMediaPath("12", "320.avif")).toEqual({ imageId: 12, width: 320, format: "avif" });
    for (const [id, file] of [
      ["0", "640.webp"],
      ["abc", "640.webp"],
      ["99999999999", "640.webp"],
      ["12", "640.png"],
      ["12", "640.webp.exe"],
      ["12", "../x"],
      ["12", "0640.webp"],
    ]) {
      expect(parseMediaPath(id, file)).toBeNull();
    }
  });
});

describe("reading an upload", () => {
  const multipart = (body: FormData) =>
    new Request("http://shop.test/admin/products/1", { method: "POST", body });

  it("refuses a declared size over the limit before reading the body", async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://shop.test/admin/products/1", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(20 * 1024 * 1024),
      },
    } as RequestInit);
    const result = await readImageUpload(request);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a body without a length once it passes the limit", async () => {
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (sent > 64 * 1024 * 1024) controller.close();
      },
    });
    const request = new Request("http://shop.test/admin/products/1", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    expect(await readImageUpload(request)).toMatchObject({ ok: false, status: 413 });
    expect(sent).toBeLessThan(12 * 1024 * 1024);
  });

  it("gives the file of a normal upload, and asks for one when it is missing", async () => {
    const form = new FormData();
    form.append("image", new File([await picture(50, 50)], "photo.png", { type: "image/png" }));
    const result = await readImageUpload(multipart(form));
    expect(result.ok && result.file.name).toBe("photo.png");
    expect(await readImageUpload(multipart(new FormData()))).toMatchObject({ ok: false, status: 422 });
  });
});

describe.each(testBackends())("product pictures on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { seed: true }));
  });
  afterAll(() => handle?.close());

  it("stores the variants and makes the first upload the main image", async () => {
    const result = await addProductImage(handle.db, staff, 4, await picture(1200, 900));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const url = `/media/${result.imageId}/640.webp`;
    expect(result.image).toBe(url);
    expect(result.images).toEqual([
      url,
      "/images/products/4.svg",
      "/images/products/4-side.svg",
      "/images/products/4-detail.svg",
    ]);
    const variants = await handle.db
      .select({ width: productImageVariants.width, format: productImageVariants.format })
      .from(productImageVariants)
      .where(eq(productImageVariants.imageId, result.imageId));
    expect(variants.map((variant) => `${variant.format}:${variant.width}`).sort()).toEqual(
      ["avif:1024", "avif:320", "avif:640", "webp:1024", "webp:320", "webp:640"].sort(),
    );
    const bytes = await readImageVariant(handle.db, result.imageId, 1024, "avif");
    expect(bytes).not.toBeNull();
    const metadata = await sharp(bytes!).metadata();
    expect(metadata).toMatchObject({ format: "heif", compression: "av1", width: 1024, height: 768 });
    expect((await getProduct(handle.db, 4))?.image).toBe(url);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "product.image.add"));
    expect(entry?.before).toMatchObject({ image: "/images/products/4.svg" });
  });

  it("adds later pictures at the end and keeps the main image", async () => {
    const second = await addProductImage(handle.db, staff, 4, await picture(400, 300, "jpeg"));
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    const [row] = await handle.db.select().from(products).where(eq(products.id, 4));
    expect(row?.images.at(-1)).toBe(`/media/${second.imageId}/400.webp`);
    expect(row?.image).not.toBe(`/media/${second.imageId}/400.webp`);
    const listed = await listProductImages(handle.db, 4);
    expect(listed.map((image) => image.main)).toEqual([true, false]);
    expect(await readImageVariant(handle.db, second.imageId, 640, "webp")).toBeNull();
    expect(await readImageVariant(handle.db, second.imageId, 400, "webp")).not.toBeNull();
  });

  it("refuses a text file and an unknown product, storing nothing", async () => {
    const before = await handle.db.select().from(productImageVariants);
    expect(await addProductImage(handle.db, staff, 5, Buffer.from("hello, I am text.png"))).toMatchObject({
      ok: false,
      status: 422,
      message: "Choose a JPEG, PNG, WebP or AVIF picture.",
    });
    expect(await addProductImage(handle.db, staff, 99_999, await picture(40, 40))).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await handle.db.select().from(productImageVariants)).toHaveLength(before.length);
    expect((await getProduct(handle.db, 5))?.image).toBe("/images/products/5.svg");
  });

  it("removes a picture, and the next upload becomes the main image", async () => {
    const [first, second] = await listProductImages(handle.db, 4);
    const removed = await removeProductImage(handle.db, staff, 4, first!.id);
    expect(removed).toMatchObject({ ok: true, image: second!.url });
    if (!removed.ok) return;
    expect(removed.images[0]).toBe(second!.url);
    expect(removed.images).not.toContain(first!.url);
    expect(await readImageVariant(handle.db, first!.id, 640, "webp")).toBeNull();
    const last = await removeProductImage(handle.db, staff, 4, second!.id);
    expect(last).toMatchObject({ ok: true, image: "/images/products/4.svg" });
    expect(await removeProductImage(handle.db, staff, 4, second!.id)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await removeProductImage(handle.db, staff, 5, 1)).toMatchObject({ ok: false, status: 404 });
  });
});
