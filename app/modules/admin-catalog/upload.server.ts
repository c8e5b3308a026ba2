import { formOverheadBytes } from "../../lib/picture-limits";
import { readBodyWithin } from "../../lib/read-body.server";
import { imageTooLargeMessage, maxImageBytes, unsupportedImageMessage } from "./product-images.server";

export const maxUploadRequestBytes = maxImageBytes + formOverheadBytes;

export type UploadedForm =
  { ok: true; formData: FormData; file: File } | { ok: false; status: 413 | 415 | 422; message: string };

/**
 * Reads a multipart upload without taking more than the limit into memory: a Content-Length over it is
 * refused before anything is read, and a body without one (chunked) is refused as soon as it passes it.
 */
export async function readImageUpload(request: Request, field = "image"): Promise<UploadedForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) {
    return { ok: false, status: 415, message: "Send the picture from the upload form." };
  }
  const body = await readBodyWithin(request, maxUploadRequestBytes);
  if (!body) return { ok: false, status: 413, message: imageTooLargeMessage };
  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { ok: false, status: 422, message: "The upload could not be read. Please try again." };
  }
  const value = formData.get(field);
  if (value !== null && typeof value !== "string" && value.size > maxImageBytes) {
    return { ok: false, status: 413, message: imageTooLargeMessage };
  }
  if (value === null || typeof value === "string" || value.size === 0) {
    return { ok: false, status: 422, message: `Choose a picture to upload. ${unsupportedImageMessage}` };
  }
  return { ok: true, formData, file: value };
}
