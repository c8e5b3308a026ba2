import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import type { SignedInStaff } from "../staff/guard.server";
import { addProductImage } from "./product-images.server";
import { productSocialImage } from "./social-image.server";

/** The colour of the preview's centre pixel. */
async function centre(jpeg: Buffer): Promise<number[]> {
  const { data } = await sharp(jpeg).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  });
  return [...data];
}

describe.each(testBackends())("a product's link preview on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { seed: true }));
  });
  afterAll(() => handle?.close());

  it("is a 1200 × 630 JPEG of the product's SVG picture", async () => {
    const jpeg = await productSocialImage(handle.db, "1.jpg");
    expect(jpeg).not.toBeNull();
    const metadata = await sharp(jpeg!).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("shows an uploaded picture once it is the main one", async () => {
    const blue = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#1e5ac8" } })
      .png()
      .toBuffer();
    const added = await addProductImage(handle.db, staff, 5, blue);
    expect(added.ok).toBe(true);
    const [r, g, b] = await centre((await productSocialImage(handle.db, "5.jpg"))!);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(80);
    expect(g).toBeLessThan(130);
  });

  it("is nothing for an unknown or hidden product or a path that is not <id>.jpg", async () => {
    await handle.db.update(products).set({ hidden: true }).where(eq(products.id, 2));
    for (const file of [
      "999.jpg",
      "2.jpg",
      "1.png",
      "1",
      "../1.jpg",
      "0.jpg",
      "99999999999.jpg",
      undefined,
    ]) {
      expect(await productSocialImage(handle.db, file), String(file)).toBeNull();
    }
  });
});
