import { Icon } from "~/components/ui/icon";
import { useId, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";

import { AdminCard } from "~/components/admin/admin-ui";
import { errorCount, firstInvalid } from "~/components/form/field-errors";
import { ErrorSummary } from "~/components/form/field";
import { lazyModule } from "~/components/form/lazy-module";
import { useFormCheck, type FormValidator } from "~/components/form/use-form-check";
import { buttonClass } from "~/components/ui/button-styles";

import {
  productFormErrors,
  productFormFields,
  readProductForm,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from "../product-form.schema";
import {
  ProductBasicsSection,
  ProductDetailsSection,
  ProductStockSection,
  type BrandOption,
} from "./product-form-sections";
import { ListField, SpecsField, productFieldId } from "./product-list-fields";
import { ProductAftercareSection } from "./product-aftercare-section";
import { ProductTaxSection } from "./product-tax-section";
import { ProductDeclarationsSection } from "./product-declarations-section";
import { ProductPriceSection } from "./product-price-section";

/**
 * The schema is part of the page (the price preview uses its rules), and features, tags and specification
 * rows repeat a field name, so the form is checked from its FormData on submit (`onSubmit` below) rather
 * than through the kit's one-value-per-name validator.
 */
const validator = lazyModule<FormValidator<ProductFormField>>(() => Promise.resolve(() => null));

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
  const form = useFormCheck({ fields: productFormFields, validator, serverErrors });
  const { errors } = form;
  const summaryId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = productFormErrors(readProductForm(new FormData(event.currentTarget)));
    form.setErrors(found ?? {});
    if (!found) return;
    event.preventDefault();
    const first = firstInvalid(found, productFormFields);
    if (first) document.getElementById(productFieldId(first))?.focus();
  }

  const invalidCount = errorCount(errors);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <Form
      method="post"
      noValidate
      {...form.formProps}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={invalidCount > 0 ? summaryId : undefined}
    >
      <input type="hidden" name="intent" value="save" />
      <div id={summaryId} aria-live="assertive">
        <ErrorSummary count={invalidCount} />
      </div>

      <ProductBasicsSection initial={initial} errors={errors} brands={brands} />
      <ProductPriceSection initial={initial} errors={errors} />
      <ProductStockSection initial={initial} errors={errors} />
      <ProductDetailsSection initial={initial} errors={errors} />
      <ProductAftercareSection initial={initial} errors={errors} />
      <ProductTaxSection initial={initial} errors={errors} />
      <ProductDeclarationsSection initial={initial} errors={errors} />

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
          field="featuresTa"
          legend="Features in Tamil"
          itemLabel="Tamil feature"
          initial={initial.featuresTa}
          errors={errors}
          hint="The highlights on Tamil pages, one per line. Leave empty to show the English ones there."
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
          <Icon name="save" className="size-5" />
          {saving ? "Saving…" : submitLabel}
        </button>
      </div>
    </Form>
  );
}
