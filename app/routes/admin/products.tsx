import { Icon } from "~/components/ui/icon";
import { data, Link, useFetcher } from "react-router";

import { AdminPagination } from "~/components/admin/admin-pagination";
import { AdminHeading } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { formText } from "~/lib/form-text";
import { readForm } from "~/lib/read-form.server";
import { Notice } from "~/modules/admin-catalog/components/catalog-ui";
import { ProductFilters } from "~/modules/admin-catalog/components/product-filters";
import { ProductsTable } from "~/modules/admin-catalog/components/products-table";
import { validateStockForm } from "~/modules/admin-catalog/product-form.schema";
import {
  visibilityFetcherKey,
  visibilityMessage,
  type ProductListAnswer as ActionResult,
} from "~/modules/admin-catalog/product-list";
import {
  listAdminProducts,
  parseAdminProductFilters,
  setProductHidden,
  setProductStock,
} from "~/modules/admin-catalog/products-admin.server";
import { parseProductId } from "~/modules/catalog/product-detail.server";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => [{ title: `Products | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const filters = parseAdminProductFilters(new URL(request.url).searchParams);
  const list = await listAdminProducts(context.db, filters);
  return { ...list, filters };
}

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
    const parsed = validateStockForm({ stock: formText(form, "stock", 100) });
    if (!parsed.success) {
      return data<ActionResult>(
        { intent, id, ok: false, message: parsed.errors.stock ?? "Check the stock." },
        { status: 422 },
      );
    }
    const result = await setProductStock(context.db, user, id, parsed.data.stock);
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
      message: visibilityMessage(title, intent === "hide"),
    });
  }
  return data<ActionResult>({ intent: "", ok: false, message: "Unknown request." }, { status: 400 });
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
            <Icon name="plus" className="size-4" />
            Add product
          </Link>
        }
      />
      <ProductFilters filters={filters} />
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
        <ProductsTable rows={rows} stockAnswer={actionData} />
      )}
      <AdminPagination label="Product pages" page={page} pageCount={pageCount} />
    </>
  );
}
