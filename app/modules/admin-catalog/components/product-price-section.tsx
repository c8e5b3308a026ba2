import { useState } from "react";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";

import { derivePrice, describePrice, parseRupees, type ProductFormErrors } from "../product-form.schema";
import { productFieldId } from "./product-list-fields";

/** What the shop will charge for the MRP and selling price typed so far. */
function PricePreview({ mrp, price }: { mrp: string; price: string }) {
  const asked = parseRupees(price);
  const mrpPaise = mrp.trim() === "" ? null : parseRupees(mrp);
  let text: { summary: string; rounding: string | null } | null = null;
  if (asked !== null && (mrp.trim() === "" || (mrpPaise !== null && mrpPaise >= asked))) {
    const derived = derivePrice(mrpPaise, asked);
    if (derived.discountPct <= 95) text = describePrice(derived);
  }
  return (
    <div id="product-price-preview" aria-live="polite" className="sm:col-span-2">
      {text ? (
        <div className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <p className="font-semibold">{text.summary}</p>
          {text.rounding ? <p className="mt-1">{text.rounding}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          Enter the MRP (optional) and the selling price: the discount is worked out from them.
        </p>
      )}
    </div>
  );
}

/** The MRP and the selling price, with the price the shop will show worked out as staff type. */
export function ProductPriceSection({
  initial,
  errors,
}: {
  initial: { mrp: string; price: string };
  errors: ProductFormErrors;
}) {
  const [mrp, setMrp] = useState(initial.mrp);
  const [price, setPrice] = useState(initial.price);
  return (
    <AdminCard title="Price">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField
          id={productFieldId("mrp")}
          name="mrp"
          label="MRP in rupees (optional)"
          error={errors.mrp}
          hint="The printed maximum retail price."
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={mrp}
              onChange={(event) => setMrp(event.target.value)}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          id={productFieldId("price")}
          name="price"
          label="Selling price in rupees"
          error={errors.price}
          hint="What the customer pays. With an MRP, the discount is rounded to a whole percent."
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              required
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              className={adminField.input}
            />
          )}
        </AdminField>
        <PricePreview mrp={mrp} price={price} />
      </div>
    </AdminCard>
  );
}
