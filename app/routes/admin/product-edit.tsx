import { data, redirect } from "react-router";

import { dealer } from "~/lib/dealer";
import { readForm } from "~/lib/read-form.server";
import { ProductEditHeader, ProductSaveNotice } from "~/modules/admin-catalog/components/product-edit-header";
import { ProductForm } from "~/modules/admin-catalog/components/product-form";
import { ProductImagesPanel } from "~/modules/admin-catalog/components/product-images-panel";
import {
  createdNotice,
  emptyProductValues,
  productFormValues,
  removeProductPicture,
  uploadProductPicture,
  type PictureAnswer,
} from "~/modules/admin-catalog/product-edit.server";
import {
  describePrice,
  readProductForm,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from "~/modules/admin-catalog/product-form.schema";
import { listProductImages } from "~/modules/admin-catalog/product-images.server";
import {
  createProduct,
  getProductForEdit,
  updateProduct,
} from "~/modules/admin-catalog/products-admin.server";
import { listBrands } from "~/modules/catalog/brands.server";
import { parseProductId } from "~/modules/catalog/product-detail.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/product-edit";

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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const id = productIdOf(params);
  const brands = (await listBrands(context.db)).map(({ slug, name }) => ({ slug, name }));
  if (id === undefined)
    return { product: null, values: emptyProductValues, images: [], brands, created: null };
  const product = await getProductForEdit(context.db, id);
  if (!product) throw notFound();
  const created = createdNotice(product, new URL(request.url).searchParams);
  return {
    product: {
      id: product.id,
      title: product.title,
      image: product.image,
      hidden: product.hidden,
      updatedAt: product.updatedAt.toISOString(),
    },
    values: productFormValues(product),
    images: await listProductImages(context.db, id),
    brands,
    created,
  };
}

type ActionResult =
  | { intent: "save"; ok: false; errors: ProductFormErrors; values: ProductFormValues; message?: string }
  | { intent: "save"; ok: true; summary: string; rounding: string | null }
  | { intent: "image"; ok: boolean; message: string };

function pictureResponse({ ok, message, status, productGone }: PictureAnswer) {
  if (productGone) throw notFound();
  return data<ActionResult>({ intent: "image", ok, message }, { status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const id = productIdOf(params);

  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    return pictureResponse(await uploadProductPicture(context.db, user, id, request));
  }

  const form = await readForm(request);
  if (form.get("intent") === "remove-image") {
    return pictureResponse(await removeProductPicture(context.db, user, id, form.get("imageId")));
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
      <ProductEditHeader product={product} />
      <ProductSaveNotice saved={saved} created={created !== null} refusal={failedSave?.message} />
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
