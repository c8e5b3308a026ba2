import { Eye, EyeOff, Plus, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { data, Form, Link, useFetcher } from "react-router";

import { formText } from "~/lib/form-text";
import { AdminSelectField, AdminTextField } from "~/components/admin/admin-fields";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminHeading, StatusPill, adminField, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { formatRupees } from "~/lib/money";
import { Notice } from "~/modules/admin-catalog/components/catalog-ui";
import {
  lowStockLevel,
  maxStock,
  productCategories,
  stockSchema,
} from "~/modules/admin-catalog/product-form.schema";
import {
  listAdminProducts,
  parseAdminProductFilters,
  setProductHidden,
  setProductStock,
  type AdminProductRow,
} from "~/modules/admin-catalog/products-admin.server";
import { parseProductId } from "~/modules/catalog/product-detail.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/products";
import { readForm } from "~/lib/read-form.server";

export const meta: Route.MetaFunction = () => [{ title: `Products | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const filters = parseAdminProductFilters(new URL(request.url).searchParams);
  const list = await listAdminProducts(context.db, filters);
  return { ...list, filters };
}

type ActionResult = {
  intent: "stock" | "hide" | "show" | "";
  id?: number;
  ok: boolean;
  message: string;
  stock?: number;
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const intent = formText(form, "intent", 100);
  const id = parseProductId(formText(form, "id", 100));
  const title = formText(form, "title", 100) || "The product";
  if (id === null) {
    return data<ActionResult>(
      { intent: "", ok: false, message: "There is no such product." },
      { status: 404 },
    );
  }
  if (intent === "stock") {
    const parsed = stockSchema.safeParse(formText(form, "stock", 100));
    if (!parsed.success) {
      return data<ActionResult>(
        { intent, id, ok: false, message: parsed.error.issues[0]?.message ?? "Check the stock." },
        { status: 422 },
      );
    }
    const result = await setProductStock(context.db, user, id, parsed.data);
    if (!result.ok)
      return data<ActionResult>(
        { intent, id, ok: false, message: result.message },
        { status: result.status },
      );
    return data<ActionResult>({
      intent,
      id,
      ok: true,
      stock: result.stock,
      message: `Stock saved: ${result.stock}.`,
    });
  }
  if (intent === "hide" || intent === "show") {
    const result = await setProductHidden(context.db, user, id, intent === "hide");
    if (!result.ok)
      return data<ActionResult>(
        { intent, id, ok: false, message: result.message },
        { status: result.status },
      );
    return data<ActionResult>({
      intent,
      id,
      ok: true,
      message:
        intent === "hide"
          ? `${title} is hidden from the shop. Tick “Show hidden products” to see it here.`
          : `${title} is back in the shop.`,
    });
  }
  return data<ActionResult>({ intent: "", ok: false, message: "Unknown request." }, { status: 400 });
}

const visibilityFetcherKey = "product-visibility";

function categoryName(slug: string): string {
  return productCategories.find((category) => category.slug === slug)?.name ?? slug;
}

function StockForm({ row, serverResult }: { row: AdminProductRow; serverResult?: ActionResult }) {
  const fetcher = useFetcher<ActionResult>({ key: `stock-${row.id}` });
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.data ?? serverResult;
  const error = clientError ?? (result && !result.ok ? result.message : null);
  const saved = !clientError && result?.ok && fetcher.state === "idle";
  const inputId = `stock-${row.id}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const value = new FormData(event.currentTarget).get("stock");
    const parsed = stockSchema.safeParse(typeof value === "string" ? value : "");
    if (!parsed.success) {
      event.preventDefault();
      setClientError(parsed.error.issues[0]?.message ?? "Check the stock.");
      return;
    }
    setClientError(null);
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="min-w-44">
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="id" value={row.id} />
      <label htmlFor={inputId} className="sr-only">
        Stock of {row.title}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          name="stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={maxStock}
          step={1}
          required
          defaultValue={row.stock}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-message` : undefined}
          className={`${adminField.input} w-24`}
        />
        <button
          type="submit"
          className={buttonClass({ variant: "secondary", className: "px-3" })}
          disabled={fetcher.state !== "idle"}
        >
          Save<span className="sr-only"> stock of {row.title}</span>
        </button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${inputId}-message`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : saved ? (
          <p className="mt-1 text-sm font-medium text-emerald-800">Saved</p>
        ) : row.stock === 0 ? (
          <p className="mt-1 text-xs font-medium text-red-700">Out of stock</p>
        ) : row.stock <= lowStockLevel ? (
          <p className="mt-1 text-xs font-medium text-amber-800">Low stock</p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function VisibilityForm({ row }: { row: AdminProductRow }) {
  const fetcher = useFetcher<ActionResult>({ key: visibilityFetcherKey });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === String(row.id);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={row.hidden ? "show" : "hide"} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="title" value={row.title.slice(0, 100)} />
      <button
        type="submit"
        disabled={busy}
        className={buttonClass({ variant: "secondary", className: "px-3 whitespace-nowrap" })}
      >
        {row.hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
        {row.hidden ? "Show" : "Hide"}
        <span className="sr-only"> {row.title}</span>
      </button>
    </fetcher.Form>
  );
}

function Filters({ filters }: { filters: Route.ComponentProps["loaderData"]["filters"] }) {
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
        <Search className="size-4" aria-hidden />
        Apply
      </button>
    </Form>
  );
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, filters } = loaderData;
  const visibility = useFetcher<ActionResult>({ key: visibilityFetcherKey });
  const notice = visibility.data ?? (actionData && actionData.intent !== "stock" ? actionData : undefined);

  return (
    <>
      <AdminHeading
        title="Products"
        description={`${total} ${total === 1 ? "product" : "products"}${filters.showHidden ? ", hidden ones included" : ""}. Changes show in the shop at once.`}
        actions={
          <Link to="/admin/products/new" className={buttonClass()}>
            <Plus className="size-4" aria-hidden />
            Add product
          </Link>
        }
      />
      <Filters filters={filters} />
      <div aria-live="polite">
        {notice ? (
          <Notice tone={notice.ok ? "success" : "error"} className="mb-4">
            {notice.message}
          </Notice>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No products match. Clear the search or tick “Show hidden products”.
        </p>
      ) : (
        <div className={`${adminTable.wrap} relative`}>
          {/* On phones each row is a card: picture beside the details, stock and visibility below. */}
          <table className={`${adminTable.table} max-md:block md:min-w-[52rem]`}>
            <caption className="sr-only">Products, with stock you can change in place</caption>
            <thead className={`${adminTable.head} max-md:sr-only`}>
              <tr>
                <th scope="col" className={adminTable.th}>
                  <span className="sr-only">Picture</span>
                </th>
                <th scope="col" className={adminTable.th}>
                  Product
                </th>
                <th scope="col" className={`${adminTable.th} text-right`}>
                  Price
                </th>
                <th scope="col" className={adminTable.th}>
                  Stock
                </th>
                <th scope="col" className={adminTable.th}>
                  In the shop
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className={`${adminTable.row} max-md:grid max-md:grid-cols-[3.5rem_1fr] max-md:gap-x-3 max-md:gap-y-2 max-md:p-3 max-md:first:border-t-0`}
                >
                  <td className={`${adminTable.td} max-md:row-span-2 max-md:p-0`}>
                    <img
                      src={row.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                      className="size-14 rounded-lg border border-slate-200 bg-white object-contain"
                    />
                  </td>
                  <td className={`${adminTable.td} max-w-md max-md:p-0`}>
                    <Link
                      to={`/admin/products/${row.id}`}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {row.title}
                    </Link>
                    <p className="mt-0.5 text-slate-600">
                      {row.brand} · {categoryName(row.category)} · #{row.id}
                    </p>
                  </td>
                  <td className={`${adminTable.td} whitespace-nowrap max-md:p-0 md:text-right`}>
                    <span className="font-semibold text-slate-900">{formatRupees(row.pricePaise)}</span>
                    {row.discountPct > 0 && row.mrpPaise !== null ? (
                      <span className="block text-xs text-slate-600">
                        {row.discountPct}% off {formatRupees(row.mrpPaise)}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${adminTable.td} max-md:col-start-2 max-md:p-0`}>
                    <StockForm
                      row={row}
                      serverResult={
                        actionData?.intent === "stock" && actionData.id === row.id ? actionData : undefined
                      }
                    />
                  </td>
                  <td className={`${adminTable.td} max-md:col-start-2 max-md:p-0`}>
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusPill tone={row.hidden ? "warning" : "success"}>
                        {row.hidden ? "Hidden" : "Visible"}
                      </StatusPill>
                      <VisibilityForm row={row} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination label="Product pages" page={page} pageCount={pageCount} />
    </>
  );
}
