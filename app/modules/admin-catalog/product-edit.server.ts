/** What the product editor's page needs beyond the product itself: its form values and its pictures. */
import type { Database } from "../../../db/client.server";
import type { Product } from "../../../db/schema";
import { parseProductId } from "../catalog/product-detail.server";
import type { SignedInStaff } from "../staff/guard.server";
import { rupeesInput } from "~/lib/money";

import { describePrice, type ProductFormValues } from "./product-form.schema";
import { addProductImage, removeProductImage } from "./product-images.server";
import { readImageUpload } from "./upload.server";

/** A saved product as the editor's form shows it. */
export function productFormValues(product: Product): ProductFormValues {
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
    featuresTa: product.featuresTa,
    tags: product.tags,
    specs: product.specs.map((row) => ({ ...row, labelTa: row.labelTa ?? "" })),
    capacity: product.capacity ?? "",
    gtin: product.gtin ?? "",
    energyRating: product.energyRating === null ? "" : String(product.energyRating),
    stock: String(product.stock),
    hidden: product.hidden,
    installation: product.installation,
    installationCharge:
      product.installationChargePaise === 0 ? "0" : rupeesInput(product.installationChargePaise),
    warrantyMonths: String(product.warrantyMonths),
    warrantyNote: product.warrantyNote ?? "",
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRatePct),
    makerRole: product.makerRole ?? "",
    makerName: product.makerName ?? "",
    makerAddress: product.makerAddress ?? "",
    countryOfOrigin: product.countryOfOrigin ?? "",
    netQuantity: product.netQuantity === null ? "" : String(product.netQuantity),
    netQuantityUnit: product.netQuantityUnit ?? "N",
    consumerCare: product.consumerCare ?? "",
    madeIn: product.madeIn ?? "",
  };
}

/** The form of a new product. */
export const emptyProductValues: ProductFormValues = {
  title: "",
  brandSlug: "",
  category: "",
  mrp: "",
  price: "",
  rating: "0",
  reviewsCount: "0",
  description: "",
  features: [],
  featuresTa: [],
  tags: [],
  specs: [],
  capacity: "",
  gtin: "",
  energyRating: "",
  stock: "0",
  hidden: false,
  installation: "none",
  installationCharge: "0",
  warrantyMonths: "12",
  warrantyNote: "",
  hsnCode: "",
  gstRate: "18",
  makerRole: "",
  makerName: "",
  makerAddress: "",
  countryOfOrigin: "",
  netQuantity: "1",
  netQuantityUnit: "N",
  consumerCare: "",
  madeIn: "",
};

/**
 * The price line shown after a product was added (`?created=1&asked=<paise>`): what the shop charges and
 * why it differs from the price staff typed; null on any other visit.
 */
export function createdNotice(product: Product, searchParams: URLSearchParams) {
  if (!searchParams.has("created")) return null;
  const asked = Number(searchParams.get("asked"));
  return describePrice({
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    discountPct: product.discountPct,
    askedPaise: Number.isInteger(asked) && asked > 0 ? asked : product.pricePaise,
  });
}

/** The answer to a picture upload or removal; `productGone` when the product itself does not exist. */
export type PictureAnswer = { ok: boolean; message: string; status: number; productGone?: true };

/** Stores an uploaded picture (multipart `image`) for the product; a new product has none yet. */
export async function uploadProductPicture(
  db: Database,
  user: SignedInStaff,
  productId: number | undefined,
  request: Request,
): Promise<PictureAnswer> {
  if (productId === undefined) {
    return { ok: false, message: "Save the product before adding pictures.", status: 422 };
  }
  const upload = await readImageUpload(request);
  if (!upload.ok) return { ok: false, message: upload.message, status: upload.status };
  const result = await addProductImage(db, user, productId, new Uint8Array(await upload.file.arrayBuffer()));
  if (!result.ok) {
    return {
      ok: false,
      message: result.message,
      status: result.status,
      ...(result.status === 404 ? { productGone: true as const } : {}),
    };
  }
  const main = result.image === result.images[0] && result.image.startsWith(`/media/${result.imageId}/`);
  return {
    ok: true,
    status: 200,
    message: main
      ? "Picture uploaded. It is now the main picture in the shop."
      : "Picture uploaded and added to the gallery.",
  };
}

/** Removes one uploaded picture (`imageId` of the form) from the product. */
export async function removeProductPicture(
  db: Database,
  user: SignedInStaff,
  productId: number | undefined,
  rawImageId: FormDataEntryValue | null,
): Promise<PictureAnswer> {
  const imageId = parseProductId(typeof rawImageId === "string" ? rawImageId : null);
  if (productId === undefined || imageId === null) {
    return { ok: false, message: "There is no such picture.", status: 404 };
  }
  const result = await removeProductImage(db, user, productId, imageId);
  if (!result.ok) return { ok: false, message: result.message, status: result.status };
  return { ok: true, message: "Picture removed.", status: 200 };
}
