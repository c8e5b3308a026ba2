import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";

import { AdminHeading, StatusPill } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";

import { Notice } from "./catalog-ui";

type EditedProduct = { id: number; title: string; hidden: boolean } | null;

/** The way back to the list, the page's heading and, for a saved product, its link into the shop. */
export function ProductEditHeader({ product }: { product: EditedProduct }) {
  return (
    <>
      <Link
        to="/admin/products"
        className="mb-3 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Icon name="arrow-left" className="size-4" />
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
              <Icon name="external-link" className="size-4" />
              View in the shop
            </a>
          ) : null
        }
      />
    </>
  );
}

/** The outcome of the last save: the price the shop now shows, or why the save was refused. */
export function ProductSaveNotice({
  saved,
  created,
  refusal,
}: {
  saved?: { summary: string; rounding: string | null };
  created: boolean;
  refusal?: string;
}) {
  return (
    <div aria-live="polite">
      {saved ? (
        <Notice tone="success" className="mb-4">
          {created ? "Product added. " : "Saved. "}
          {saved.summary}
          {saved.rounding ? <span className="mt-1 block font-normal">{saved.rounding}</span> : null}
        </Notice>
      ) : refusal ? (
        <Notice tone="error" className="mb-4">
          {refusal}
        </Notice>
      ) : null}
    </div>
  );
}
