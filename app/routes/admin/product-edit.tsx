import { ArrowLeft, ExternalLink } from "lucide-react";
import { data, Link, redirect } from "react-router";

import { AdminHeading, StatusPill } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { Notice } from "~/modules/admin-catalog/components/catalog-ui";
import { ProductForm } from "~/modules/admin-catalog/components/product-form";
import { ProductImagesPanel } from "~/modules/admin-catalog/components/product-images-panel";
import {
  describePrice,
  readProductForm,
  rupeesInput,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from "~/modules/admin-catalog/product-form.schema";
import {
  addProductImage,
  listProductImages,
  removeProductImage,
} from "~/modules/admin-catalog/product-images.server";
import {
  createProduct,
  getProductForEdit,
  updateProduct,
} from "~/modules/admin-catalog/products-admin.server";
import { readImageUpload } from "~/modules/admin-catalog/upload.server";
import { listBrands } from "~/modules/catalog/brands.server";
import { parseProductId } from "~/modules/catalog/product-detail.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";
import type { Product } from "../../../db/schema";

import type { Route } from "./+types/product-edit";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.product ? `Edit ${loaderData.product.title}` : "Add product"} | Back office | ${dealer.name}`,
  },
];

const notFound = () => data("There is no product with that id.", { status: 404 });

/** The product id of /admin/products/:id; undefined on /admin/products/new. A bad id is a 404. */
function productIdOf(params: { id?: string }): number | undefined {
  if (params.id === undefined) return undefined;
  const id = parseProductId(params.id);
  if (id === null) throw notFound();
  return id;
}

function formValues(product: Product): ProductFormValues {
  return {
    title: product.title,
    brandSlug: product.brandSlug,
    category: product.category,
    mrp: rupeesInput(product.mrpPaise),
    price: rupeesInput(product.pricePaise),
    rating: String(product.rating),
    reviewsCount: String(product.reviewsCount),
    description: product.description ?? "",
    features: product.features,
    tags: product.tags,
    specs: product.specs,
    capacity: product.capacity ?? "",
    energyRating: product.energyRating === null ? "" : String(product.energyRating),
    stock: String(product.stock),
    hidden: product.hidden,
  };
}

const emptyValues: ProductFormValues = {
  title: "",
  brandSlug: "",
  category: "",
  mrp: "",
  price: "",
  rating: "0",
  reviewsCount: "0",
  description: "",
  features: [],
  tags: [],
  specs: [],
  capacity: "",
  energyRating: "",
  stock: "0",
  hidden: false,
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const id = productIdOf(params);
  const brands = (await listBrands(context.db)).map(({ slug, name }) => ({ slug, name }));
  if (id === undefined) return { product: null, values: emptyValues, images: [], brands, created: null };
  const product = await getProductForEdit(context.db, id);
  if (!product) throw notFound();
  const asked = Number(new URL(request.url).searchParams.get("asked"));
  const created = new URL(request.url).searchParams.has("created")
    ? describePrice({
        pricePaise: product.pricePaise,
        mrpPaise: product.mrpPaise,
        discountPct: product.discountPct,
        askedPaise: Number.isInteger(asked) && asked > 0 ? asked : product.pricePaise,
      })
    : null;
  return {
    product: {
      id: product.id,
      title: product.title,
      image: product.image,
      hidden: product.hidden,
      updatedAt: product.updatedAt.toISOString(),
    },
    values: formValues(product),
    images: await listProductImages(context.db, id),
    brands,
    created,
  };
}

type ActionResult =
  | { intent: "save"; ok: false; errors: ProductFormErrors; values: ProductFormValues; message?: string }
  | { intent: "save"; ok: true; summary: string; rounding: string | null }
  | { intent: "image"; ok: boolean; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const id = productIdOf(params);

  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    if (id === undefined) {
      return data<ActionResult>(
        { intent: "image", ok: false, message: "Save the product before adding pictures." },
        { status: 422 },
      );
    }
    const upload = await readImageUpload(request);
    if (!upload.ok) {
      return data<ActionResult>(
        { intent: "image", ok: false, message: upload.message },
        { status: upload.status },
      );
    }
    const result = await addProductImage(
      context.db,
      user,
      id,
      new Uint8Array(await upload.file.arrayBuffer()),
    );
    if (!result.ok) {
      if (result.status === 404) throw notFound();
      return data<ActionResult>(
        { intent: "image", ok: false, message: result.message },
        { status: result.status },
      );
    }
    return data<ActionResult>({
      intent: "image",
      ok: true,
      message:
        result.image === result.images[0] && result.image.startsWith(`/media/${result.imageId}/`)
          ? "Picture uploaded. It is now the main picture in the shop."
          : "Picture uploaded and added to the gallery.",
    });
  }

  const form = await readForm(request);

  if (form.get("intent") === "remove-image") {
    const rawImageId = form.get("imageId");
    const imageId = parseProductId(typeof rawImageId === "string" ? rawImageId : null);
    if (id === undefined || imageId === null) {
      return data<ActionResult>(
        { intent: "image", ok: false, message: "There is no such picture." },
        { status: 404 },
      );
    }
    const result = await removeProductImage(context.db, user, id, imageId);
    if (!result.ok) {
      return data<ActionResult>(
        { intent: "image", ok: false, message: result.message },
        { status: result.status },
      );
    }
    return data<ActionResult>({ intent: "image", ok: true, message: "Picture removed." });
  }

  const values = readProductForm(form);
  const checked = validateProductForm(values);
  if (!checked.success) {
    return data<ActionResult>({ intent: "save", ok: false, errors: checked.errors, values }, { status: 422 });
  }
  const result =
    id === undefined
      ? await createProduct(context.db, user, checked.data)
      : await updateProduct(context.db, user, id, checked.data);
  if (!result.ok) {
    if (result.status === 404) throw notFound();
    return data<ActionResult>(
      {
        intent: "save",
        ok: false,
        errors: result.field ? { [result.field]: result.message } : {},
        values,
        message: result.message,
      },
      { status: result.status },
    );
  }
  if (id === undefined) {
    throw redirect(`/admin/products/${result.product.id}?created=1&asked=${checked.data.pricing.askedPaise}`);
  }
  const described = describePrice(checked.data.pricing);
  return data<ActionResult>({ intent: "save", ok: true, ...described });
}

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, values, images, brands, created } = loaderData;
  const saveResult = actionData?.intent === "save" ? actionData : undefined;
  const failedSave = saveResult && !saveResult.ok ? saveResult : undefined;
  const imageResult = actionData?.intent === "image" ? actionData : undefined;
  const saved = saveResult?.ok ? saveResult : (created ?? undefined);

  return (
    <>
      <Link
        to="/admin/products"
        className="mb-3 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All products
      </Link>
      <AdminHeading
        title={product ? "Edit product" : "Add product"}
        description={
          product ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              #{product.id} · {product.title}
              <StatusPill tone={product.hidden ? "warning" : "success"}>
                {product.hidden ? "Hidden from the shop" : "In the shop"}
              </StatusPill>
            </span>
          ) : (
            "A new product shows in the shop as soon as it is saved, unless you hide it."
          )
        }
        actions={
          product && !product.hidden ? (
            <a
              href={`/products/${product.id}`}
              target="_blank"
              rel="noreferrer"
              className={buttonClass({ variant: "secondary" })}
            >
              <ExternalLink className="size-4" aria-hidden />
              View in the shop
            </a>
          ) : null
        }
      />
      <div aria-live="polite">
        {saved ? (
          <Notice tone="success" className="mb-4">
            {created ? "Product added. " : "Saved. "}
            {saved.summary}
            {saved.rounding ? <span className="mt-1 block font-normal">{saved.rounding}</span> : null}
          </Notice>
        ) : failedSave?.message ? (
          <Notice tone="error" className="mb-4">
            {failedSave.message}
          </Notice>
        ) : null}
      </div>
      <div className="space-y-5">
        {product ? (
          <ProductImagesPanel
            title={product.title}
            mainImage={product.image}
            images={images}
            result={imageResult}
          />
        ) : null}
        <ProductForm
          key={product?.updatedAt ?? "new"}
          initial={failedSave?.values ?? values}
          serverErrors={failedSave?.errors}
          brands={brands}
          submitLabel={product ? "Save changes" : "Add product"}
        />
      </div>
    </>
  );
}
