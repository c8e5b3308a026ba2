import type { Database } from "../../../db/client.server";
import { parseMediaPath, readImageVariant } from "./product-images.server";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** Whether the browser asks for less data (Chrome's Lite mode, Android's data saver). */
function wantsLessData(request: Request): boolean {
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/**
 * GET /media/<imageId>/<width>.<avif|webp>: a stored picture variant. The bytes behind a URL never change
 * (a new upload gets a new id), so browsers and proxies may keep them for a year. With `Save-Data: on` the
 * picture's smallest stored width answers instead, and caches keep the two apart by `Vary`.
 */
export async function mediaResponse(
  db: Database,
  request: Request,
  params: { imageId?: string; file?: string },
): Promise<Response> {
  const path = parseMediaPath(params.imageId, params.file);
  if (!path) return notFound();
  const lightest = wantsLessData(request);
  const etag = `"${path.imageId}-${path.width}-${path.format}${lightest ? "-light" : ""}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Type": path.format === "avif" ? "image/avif" : "image/webp",
    Vary: "Save-Data",
  };
  const bytes = await readImageVariant(db, path.imageId, path.width, path.format, { lightest });
  if (!bytes) return notFound();
  const matches = request.headers
    .get("If-None-Match")
    ?.split(",")
    .some((tag) => tag.trim().replace(/^W\//, "") === etag);
  if (matches) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, "Content-Length": String(bytes.byteLength) },
  });
}
