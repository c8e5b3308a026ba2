import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { mediaResponse } from "./media.server";
import { addProductImage } from "./product-images.server";

describe.each(testBackends())("media serving on $name", (backend) => {
  let handle: DatabaseHandle;
  let imageId: number;
  beforeAll(async () => {
    const opened = await openWithStaff(backend, { seed: true });
    handle = opened.handle;
    const staff = opened.staff;
    const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#2266cc" } })
      .png()
      .toBuffer();
    const result = await addProductImage(handle.db, staff, 2, png);
    if (!result.ok) throw new Error(result.message);
    imageId = result.imageId;
  });
  afterAll(() => handle?.close());

  const get = (file: string, id = String(imageId), headers: Record<string, string> = {}) =>
    mediaResponse(handle.db, new Request(`http://shop.test/media/${id}/${file}`, { headers }), {
      imageId: id,
      file,
    });

  it("serves each variant with its type, a year's immutable caching and an ETag", async () => {
    const webp = await get("640.webp");
    expect(webp.status).toBe(200);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect(webp.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(webp.headers.get("ETag")).toBe(`"${imageId}-640-webp"`);
    const bytes = Buffer.from(await webp.arrayBuffer());
    expect(webp.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 640 });

    const avif = await get("700.avif");
    expect(avif.headers.get("Content-Type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(700);
  });

  it("answers a matching If-None-Match with 304", async () => {
    const response = await get("320.webp", String(imageId), { "If-None-Match": `W/"${imageId}-320-webp"` });
    expect(response.status).toBe(304);
  });

  it("answers Save-Data: on with the smallest width, kept apart by Vary and its own ETag", async () => {
    const light = await get("700.webp", String(imageId), { "Save-Data": "on" });
    expect(light.status).toBe(200);
    expect(light.headers.get("Vary")).toBe("Save-Data");
    expect(light.headers.get("ETag")).toBe(`"${imageId}-700-webp-light"`);
    expect((await sharp(Buffer.from(await light.arrayBuffer())).metadata()).width).toBe(320);

    const full = await get("700.webp");
    expect(full.headers.get("Vary")).toBe("Save-Data");
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(700);
    expect((await get("1024.webp", String(imageId), { "Save-Data": "on" })).status).toBe(404);
  });

  it.each([
    ["1024.webp", undefined],
    ["640.png", undefined],
    ["640.webp", "abc"],
    ["640.webp", "0"],
    ["640.webp", "999999"],
    ["640.webp", "99999999999"],
    ["..%2F..%2Fetc", undefined],
  ])("gives 404 for %s of image %s", async (file, id) => {
    const response = await get(file, id ?? String(imageId));
    expect(response.status).toBe(404);
  });
});
