import { Icon } from "~/components/ui/icon";
import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";

import { AdminCard, StatusPill, adminField } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";

import { Notice } from "./catalog-ui";

export type PanelImage = { id: number; url: string; width: number; height: number; main: boolean };

const acceptedTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"];
const maxBytes = 8 * 1024 * 1024;

/**
 * The product's uploaded pictures with remove buttons, and the upload form (multipart, works without
 * scripts). The browser's checks of type and size are a courtesy: the server checks the bytes.
 */
export function ProductImagesPanel({
  title,
  mainImage,
  images,
  result,
}: {
  title: string;
  mainImage: string;
  images: PanelImage[];
  result?: { ok: boolean; message: string };
}) {
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const uploading = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const error = clientError ?? (result && !result.ok ? result.message : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = new FormData(event.currentTarget).get("image");
    let problem: string | null = null;
    if (!(file instanceof File) || file.size === 0) problem = "Choose a picture to upload.";
    else if (file.size > maxBytes) problem = "The picture is larger than 8 MB. Choose a smaller one.";
    else if (file.type && !acceptedTypes.includes(file.type))
      problem = "Choose a JPEG, PNG, WebP or AVIF picture.";
    setClientError(problem);
    if (problem) event.preventDefault();
  }

  return (
    <AdminCard title="Pictures">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <figure className="w-40 shrink-0">
          <img
            src={mainImage}
            alt={`Main picture of ${title}`}
            width={160}
            height={160}
            className="size-40 rounded-lg border border-slate-200 bg-white object-contain"
          />
          <figcaption className="mt-1 text-xs text-slate-600">Main picture in the shop</figcaption>
        </figure>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-700">
            Uploaded pictures are resized to 320, 640 and 1024 pixels wide as AVIF and WebP. The first one
            uploaded replaces the drawing as the main picture; later ones are added to the gallery.
          </p>
          <Form
            method="post"
            encType="multipart/form-data"
            onSubmit={onSubmit}
            className="mt-3 flex flex-wrap items-end gap-3"
          >
            <div className="min-w-0 flex-1">
              <label htmlFor="product-image-file" className={adminField.label}>
                Picture (JPEG, PNG, WebP or AVIF, up to 8 MB)
              </label>
              <input
                id="product-image-file"
                name="image"
                type="file"
                accept={acceptedTypes.join(",")}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "product-image-error" : undefined}
                onChange={() => setClientError(null)}
                className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
              />
            </div>
            <button
              type="submit"
              className={buttonClass({ className: "max-sm:w-full" })}
              disabled={uploading}
            >
              <Icon name="upload" className="size-4" />
              {uploading ? "Uploading…" : "Upload picture"}
            </button>
          </Form>
          <div aria-live="polite" className="mt-2">
            {error ? (
              <p id="product-image-error" role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : result?.ok ? (
              <Notice tone="success">{result.message}</Notice>
            ) : null}
          </div>
        </div>
      </div>
      {images.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="rounded-lg border border-slate-200 p-2">
              <img
                src={image.url}
                alt={`Uploaded picture ${index + 1} of ${title}`}
                width={160}
                height={Math.round((160 * image.height) / image.width)}
                loading="lazy"
                className="aspect-square w-full rounded bg-slate-50 object-contain"
              />
              <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-600">
                {image.width} × {image.height}
                {image.main ? <StatusPill tone="info">Main</StatusPill> : null}
              </p>
              <Form method="post" className="mt-1">
                <input type="hidden" name="intent" value="remove-image" />
                <input type="hidden" name="imageId" value={image.id} />
                <button type="submit" className={buttonClass({ variant: "ghost", className: "w-full px-2" })}>
                  <Icon name="trash" className="size-4" />
                  Remove<span className="sr-only"> uploaded picture {index + 1}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </AdminCard>
  );
}
