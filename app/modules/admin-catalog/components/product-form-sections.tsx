import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField } from "~/components/form/admin-field";

import {
  maxStock,
  productCategories,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from "../product-form.schema";
import { productFieldId } from "./product-list-fields";

export type BrandOption = { slug: string; name: string };

type SectionProps = { initial: ProductFormValues; errors: ProductFormErrors };

/** The kit's field wiring for one product field: its id, name and message. */
const wired = (field: ProductFormField, errors: ProductFormErrors) => ({
  id: productFieldId(field),
  name: field,
  error: errors[field],
});

/** Title, brand, category and description. */
export function ProductBasicsSection({ initial, errors, brands }: SectionProps & { brands: BrandOption[] }) {
  return (
    <AdminCard title="Product">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField {...wired("title", errors)} label="Title" className="sm:col-span-2">
          {(props) => (
            <input
              {...props}
              defaultValue={initial.title}
              maxLength={200}
              required
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField {...wired("brandSlug", errors)} label="Brand">
          {(props) => (
            <select {...props} defaultValue={initial.brandSlug} required className={adminField.input}>
              <option value="">Choose a brand</option>
              {brands.map((brand) => (
                <option key={brand.slug} value={brand.slug}>
                  {brand.name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField {...wired("category", errors)} label="Category">
          {(props) => (
            <select {...props} defaultValue={initial.category} required className={adminField.input}>
              <option value="">Choose a category</option>
              {productCategories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          {...wired("description", errors)}
          label="Description (optional)"
          className="sm:col-span-2"
        >
          {(props) => (
            <textarea
              {...props}
              defaultValue={initial.description}
              rows={4}
              maxLength={5000}
              className={`${adminField.input} py-2`}
            />
          )}
        </AdminField>
      </div>
    </AdminCard>
  );
}

/** How many are in stock, and whether the shop shows the product. */
export function ProductStockSection({ initial, errors }: SectionProps) {
  return (
    <AdminCard title="Stock and visibility">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <AdminField
          {...wired("stock", errors)}
          label="In stock"
          hint={`A whole number from 0 to ${maxStock.toLocaleString("en-IN")}; 0 shows “Out of stock”.`}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxStock}
              step={1}
              defaultValue={initial.stock}
              className={adminField.input}
            />
          )}
        </AdminField>
        <div className="sm:pt-6">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input
              id={productFieldId("hidden")}
              type="checkbox"
              name="hidden"
              defaultChecked={initial.hidden}
              aria-describedby="product-hidden-hint"
              className="size-5 accent-brand-600"
            />
            Hidden from the shop
          </label>
          <p id="product-hidden-hint" className="text-xs text-slate-600">
            A hidden product leaves every shop page; past orders keep it.
          </p>
        </div>
      </div>
    </AdminCard>
  );
}

/** Rating, reviews, capacity, barcode number and energy rating. */
export function ProductDetailsSection({ initial, errors }: SectionProps) {
  return (
    <AdminCard title="Ratings and details">
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField {...wired("rating", errors)} label="Rating (0 to 5)">
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              defaultValue={initial.rating}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField {...wired("reviewsCount", errors)} label="Number of reviews">
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              defaultValue={initial.reviewsCount}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...wired("capacity", errors)}
          label="Capacity (optional)"
          hint="e.g. 1.5 Ton, 190 L, 43 inch"
        >
          {(props) => (
            <input {...props} defaultValue={initial.capacity} maxLength={60} className={adminField.input} />
          )}
        </AdminField>
        <AdminField
          {...wired("gtin", errors)}
          label="Barcode number, GTIN (optional)"
          hint="The 8, 12, 13 or 14 digits under the barcode on the box"
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={initial.gtin}
              maxLength={20}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField {...wired("energyRating", errors)} label="Energy rating">
          {(props) => (
            <select {...props} defaultValue={initial.energyRating} className={adminField.input}>
              <option value="">None</option>
              {[1, 2, 3, 4, 5].map((stars) => (
                <option key={stars} value={stars}>
                  {stars} star{stars === 1 ? "" : "s"}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      </div>
    </AdminCard>
  );
}
