import { Icon } from "~/components/ui/icon";
import { Form } from "react-router";

import { AdminSelectField, AdminTextField } from "~/components/admin/admin-fields";
import { buttonClass } from "~/components/ui/button-styles";

import { productCategories } from "../product-form.schema";
import type { AdminProductFilters } from "../product-list";

/** The list's search: title or brand, category, hidden products and low stock first. */
export function ProductFilters({ filters }: { filters: AdminProductFilters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find products"
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto_auto_auto] lg:items-end"
    >
      <AdminTextField
        id="products-q"
        label="Title or brand"
        name="q"
        type="search"
        defaultValue={filters.q}
        maxLength={100}
      />
      <AdminSelectField
        id="products-category"
        name="category"
        label="Category"
        defaultValue={filters.category}
        anyLabel="All categories"
        options={productCategories.map((category) => ({ value: category.slug, label: category.name }))}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name="hidden"
          value="show"
          defaultChecked={filters.showHidden}
          className="size-5 accent-brand-600"
        />
        Show hidden products
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name="sort"
          value="low-stock"
          defaultChecked={filters.lowStockFirst}
          className="size-5 accent-brand-600"
        />
        Low stock first
      </label>
      <button type="submit" className={buttonClass()}>
        <Icon name="search" className="size-4" />
        Apply
      </button>
    </Form>
  );
}
