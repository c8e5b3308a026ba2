import { Plus, Save, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { useHydrated } from "~/lib/use-hydrated";

import {
  derivePrice,
  describePrice,
  firstInvalidField,
  maxStock,
  parseRupees,
  productCategories,
  readProductForm,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from "../product-form.schema";
import { FieldMessage, invalidProps } from "./catalog-ui";

const fieldId = (field: ProductFormField) => `product-${field}`;

function Field({
  field,
  label,
  errors,
  hint,
  children,
}: {
  field: ProductFormField;
  label: string;
  errors: ProductFormErrors;
  hint?: string;
  children: (props: ReturnType<typeof invalidProps> & { name: string }) => ReactNode;
}) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={adminField.label}>
        {label}
      </label>
      {children({ ...invalidProps(id, errors[field], hintId), name: field })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} message={errors[field]} />
    </div>
  );
}

type Row = { key: number; label: string; value: string };

let nextKey = 1;
const keyed = (rows: { label: string; value: string }[]): Row[] =>
  rows.map((row) => ({ key: nextKey++, ...row }));

/** Features or tags: one text input per entry, with add and remove buttons once the page runs scripts. */
function ListField({
  field,
  legend,
  itemLabel,
  initial,
  errors,
  hint,
}: {
  field: "features" | "tags";
  legend: string;
  itemLabel: string;
  initial: string[];
  errors: ProductFormErrors;
  hint: string;
}) {
  const hydrated = useHydrated();
  // A blank entry at the end lets staff add one more without scripts; blank entries are dropped on save.
  const [items, setItems] = useState(() => keyed([...initial, ""].map((value) => ({ label: "", value }))));
  const error = errors[field];
  const errorId = `${fieldId(field)}-error`;
  const hintId = `${fieldId(field)}-hint`;
  return (
    <fieldset aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item, index) => {
          const inputId = index === 0 ? fieldId(field) : `${fieldId(field)}-${item.key}`;
          return (
            <li key={item.key} className="flex gap-2">
              <label htmlFor={inputId} className="sr-only">
                {itemLabel} {index + 1}
              </label>
              <input
                id={inputId}
                name={field}
                defaultValue={item.value}
                maxLength={field === "tags" ? 40 : 200}
                aria-invalid={error ? true : undefined}
                className={adminField.input}
              />
              {hydrated ? (
                <button
                  type="button"
                  className={buttonClass({ variant: "ghost", size: "icon" })}
                  onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                >
                  <Trash2 className="size-4" aria-hidden />
                  <span className="sr-only">
                    Remove {itemLabel.toLowerCase()} {index + 1}
                  </span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {hydrated ? (
        <button
          type="button"
          className={buttonClass({ variant: "secondary", className: "mt-2" })}
          onClick={() => setItems((current) => [...current, ...keyed([{ label: "", value: "" }])])}
        >
          <Plus className="size-4" aria-hidden />
          Add {itemLabel.toLowerCase()}
        </button>
      ) : null}
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}

function SpecsField({
  initial,
  errors,
}: {
  initial: { label: string; value: string }[];
  errors: ProductFormErrors;
}) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(() => keyed([...initial, { label: "", value: "" }]));
  const error = errors.specs;
  const errorId = `${fieldId("specs")}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold text-slate-900">Specifications</legend>
      <p className="mt-1 text-sm text-slate-600">
        Shown as a table on the product page. A label starting with “Model” is also searched.
      </p>
      <ul className="mt-3 space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
            <div>
              <label
                htmlFor={index === 0 ? fieldId("specs") : `spec-label-${row.key}`}
                className="text-xs font-medium text-slate-700"
              >
                Label {index + 1}
              </label>
              <input
                id={index === 0 ? fieldId("specs") : `spec-label-${row.key}`}
                name="specLabel"
                defaultValue={row.label}
                maxLength={80}
                aria-invalid={error ? true : undefined}
                className={adminField.input}
              />
            </div>
            <div>
              <label htmlFor={`spec-value-${row.key}`} className="text-xs font-medium text-slate-700">
                Value {index + 1}
              </label>
              <input
                id={`spec-value-${row.key}`}
                name="specValue"
                defaultValue={row.value}
                maxLength={300}
                aria-invalid={error ? true : undefined}
                className={adminField.input}
              />
            </div>
            {hydrated ? (
              <button
                type="button"
                className={buttonClass({ variant: "ghost", size: "icon" })}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <Trash2 className="size-4" aria-hidden />
                <span className="sr-only">Remove specification {index + 1}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button
          type="button"
          className={buttonClass({ variant: "secondary", className: "mt-2" })}
          onClick={() => setRows((current) => [...current, ...keyed([{ label: "", value: "" }])])}
        >
          <Plus className="size-4" aria-hidden />
          Add specification
        </button>
      ) : null}
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}

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

export type BrandOption = { slug: string; name: string };

export function ProductForm({
  initial,
  serverErrors,
  brands,
  submitLabel,
}: {
  initial: ProductFormValues;
  serverErrors?: ProductFormErrors;
  brands: BrandOption[];
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [errors, setErrors] = useState<ProductFormErrors>(serverErrors ?? {});
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  const [mrp, setMrp] = useState(initial.mrp);
  const [price, setPrice] = useState(initial.price);
  const [focusField, setFocusField] = useState<{ field: ProductFormField } | null>(null);
  const summaryId = useId();

  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    setErrors(serverErrors ?? {});
    const first = serverErrors ? firstInvalidField(serverErrors) : undefined;
    if (first) setFocusField({ field: first });
  }

  useEffect(() => {
    if (focusField) document.getElementById(fieldId(focusField.field))?.focus();
  }, [focusField]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateProductForm(readProductForm(new FormData(event.currentTarget)));
    if (result.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(result.errors);
    const first = firstInvalidField(result.errors);
    if (first) setFocusField({ field: first });
  }

  const errorCount = Object.keys(errors).length;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={errorCount > 0 ? summaryId : undefined}
    >
      <input type="hidden" name="intent" value="save" />
      <div aria-live="assertive">
        {errorCount > 0 ? (
          <p
            id={summaryId}
            role="alert"
            className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            Please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked below.
          </p>
        ) : null}
      </div>

      <AdminCard title="Product">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field field="title" label="Title" errors={errors}>
              {(props) => (
                <input
                  {...props}
                  defaultValue={initial.title}
                  maxLength={200}
                  required
                  className={adminField.input}
                />
              )}
            </Field>
          </div>
          <Field field="brandSlug" label="Brand" errors={errors}>
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
          </Field>
          <Field field="category" label="Category" errors={errors}>
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
          </Field>
          <div className="sm:col-span-2">
            <Field field="description" label="Description (optional)" errors={errors}>
              {(props) => (
                <textarea
                  {...props}
                  defaultValue={initial.description}
                  rows={4}
                  maxLength={5000}
                  className={`${adminField.input} py-2`}
                />
              )}
            </Field>
          </div>
        </div>
      </AdminCard>

      <AdminCard title="Price">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            field="mrp"
            label="MRP in rupees (optional)"
            errors={errors}
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
          </Field>
          <Field
            field="price"
            label="Selling price in rupees"
            errors={errors}
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
          </Field>
          <PricePreview mrp={mrp} price={price} />
        </div>
      </AdminCard>

      <AdminCard title="Stock and visibility">
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <Field
            field="stock"
            label="In stock"
            errors={errors}
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
          </Field>
          <div className="sm:pt-6">
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
              <input
                id={fieldId("hidden")}
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

      <AdminCard title="Ratings and details">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field="rating" label="Rating (0 to 5)" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                defaultValue={initial.rating}
                className={adminField.input}
              />
            )}
          </Field>
          <Field field="reviewsCount" label="Number of reviews" errors={errors}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                defaultValue={initial.reviewsCount}
                className={adminField.input}
              />
            )}
          </Field>
          <Field
            field="capacity"
            label="Capacity (optional)"
            errors={errors}
            hint="e.g. 1.5 Ton, 190 L, 43 inch"
          >
            {(props) => (
              <input {...props} defaultValue={initial.capacity} maxLength={60} className={adminField.input} />
            )}
          </Field>
          <Field field="energyRating" label="Energy rating" errors={errors}>
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
          </Field>
        </div>
      </AdminCard>

      <AdminCard>
        <ListField
          field="features"
          legend="Features"
          itemLabel="Feature"
          initial={initial.features}
          errors={errors}
          hint="The highlights listed on the product page, one per line."
        />
      </AdminCard>
      <AdminCard>
        <ListField
          field="tags"
          legend="Tags"
          itemLabel="Tag"
          initial={initial.tags}
          errors={errors}
          hint="Extra words shoppers may search for, e.g. inverter, 4k."
        />
      </AdminCard>
      <AdminCard>
        <SpecsField initial={initial.specs} errors={errors} />
      </AdminCard>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <button type="submit" className={buttonClass({ size: "lg" })} disabled={saving}>
          <Save className="size-5" aria-hidden />
          {saving ? "Saving…" : submitLabel}
        </button>
      </div>
    </Form>
  );
}
