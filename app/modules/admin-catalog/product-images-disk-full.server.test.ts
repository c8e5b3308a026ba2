/**
 * A full disk while a picture is stored. The database reports it as SQLSTATE 53100 (disk_full); here a
 * trigger on the variants table raises exactly that error at the insert of the picture's bytes, on a real
 * PGlite and a real PostgreSQL, since a disk cannot be filled portably inside a test run.
 */
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { productImages, productImageVariants, products } from "../../../db/schema";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import type { SignedInStaff } from "../staff/guard.server";
import { addProductImage, listProductImages } from "./product-images.server";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();

describe.each(testBackends())("storing a picture on a full disk on $name", (backend) => {
  let handle: DatabaseHandle;
  let staff: SignedInStaff;
  beforeAll(async () => {
    ({ handle, staff } = await openWithStaff(backend, { seed: true }));
  });
  afterAll(() => handle?.close());

  it("refuses with 507 and a message, and keeps the product's pictures as they were", async () => {
    const first = await addProductImage(handle.db, staff, 6, await picture(500, 400));
    expect(first.ok).toBe(true);
    const [before] = await handle.db.select().from(products).where(eq(products.id, 6));

    await handle.db.execute(sql`
      CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
    await handle.db.execute(sql`
      CREATE TRIGGER disk_is_full BEFORE INSERT ON product_image_variants
      FOR EACH ROW EXECUTE FUNCTION disk_is_full()`);
    try {
      const result = await addProductImage(handle.db, staff, 6, await picture(600, 400));
      expect(result).toEqual({
        ok: false,
        status: 507,
        message:
          "The picture could not be stored: the server's disk is full. The product's pictures were not changed. Please free some space or call for help, then try again.",
      });
    } finally {
      await handle.db.execute(sql`DROP TRIGGER disk_is_full ON product_image_variants`);
      await handle.db.execute(sql`DROP FUNCTION disk_is_full()`);
    }

    const [after] = await handle.db.select().from(products).where(eq(products.id, 6));
    expect(after).toEqual(before);
    expect(await listProductImages(handle.db, 6)).toHaveLength(1);
    expect(await handle.db.select().from(productImages).where(eq(productImages.productId, 6))).toHaveLength(
      1,
    );
    expect((await handle.db.select().from(productImageVariants)).length).toBeGreaterThan(0);

    const again = await addProductImage(handle.db, staff, 6, await picture(600, 400));
    expect(again.ok).toBe(true);
  });
});
