/** A customer's stored photo (WebP) for staff: never cached by others; 404 when there is none. */
export function privatePhotoResponse(bytes: Buffer | null): Response {
  if (!bytes) {
    return new Response("No such photo.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The photo id of a /…-photos/<id> path, or null. */
export const photoIdOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);
