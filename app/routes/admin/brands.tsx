import { Icon } from "~/components/ui/icon";
import { data, Link, redirect } from "react-router";

import { AdminHeading } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import { readForm } from "~/lib/read-form.server";
import {
  brandFormValues,
  brandLogoFiles,
  emptyBrandValues,
  readBrandForm,
  validateBrandForm,
  type BrandFormErrors,
  type BrandFormValues,
} from "~/modules/admin-catalog/brand-form.schema";
import { createBrand, listBrandsWithCounts, updateBrand } from "~/modules/admin-catalog/brands-admin.server";
import { BrandForm } from "~/modules/admin-catalog/components/brand-form";
import { BrandTable } from "~/modules/admin-catalog/components/brand-table";
import { Notice } from "~/modules/admin-catalog/components/catalog-ui";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/brands";

export const meta: Route.MetaFunction = () => [{ title: `Brands | Back office | ${dealer.name}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const url = new URL(request.url);
  const brands = await listBrandsWithCounts(context.db);
  const editSlug = url.searchParams.get("edit");
  const editing = editSlug ? (brands.find((brand) => brand.slug === editSlug) ?? null) : null;
  if (editSlug && !editing) throw data("There is no brand with that slug.", { status: 404 });
  return {
    brands: brands.map((brand) => ({
      slug: brand.slug,
      name: brand.name,
      description: brand.description,
      logo: brand.logo,
      isPartner: brand.isPartner,
      position: brand.position,
      productCount: brand.productCount,
      hiddenCount: brand.hiddenCount,
    })),
    editing: editing ? { slug: editing.slug, name: editing.name, productCount: editing.productCount } : null,
    editValues: editing ? brandFormValues(editing) : null,
    saved: url.searchParams.get("saved"),
    logos: brandLogoFiles,
  };
}

type ActionResult = { ok: false; errors: BrandFormErrors; values: BrandFormValues; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffAction(request, context);
  const form = await readForm(request);
  const values = readBrandForm(form);
  const checked = validateBrandForm(values);
  if (!checked.success) {
    return data<ActionResult>(
      { ok: false, errors: checked.errors, values, message: "Please correct the fields marked below." },
      { status: 422 },
    );
  }
  const slug = form.get("slug");
  const result =
    typeof slug === "string" && slug !== ""
      ? await updateBrand(context.db, user, slug, checked.data)
      : await createBrand(context.db, user, checked.data);
  if (!result.ok) {
    return data<ActionResult>(
      {
        ok: false,
        errors: result.field ? { [result.field]: result.message } : {},
        values,
        message: result.message,
      },
      { status: result.status },
    );
  }
  throw redirect(`/admin/brands?saved=${encodeURIComponent(result.brand.name)}`);
}

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, editing, editValues, saved, logos } = loaderData;
  const failed = actionData && typeof actionData === "object" && !actionData.ok ? actionData : undefined;

  return (
    <>
      <AdminHeading
        title="Brands"
        description="Renaming a brand keeps its products; the shop shows the new name at once."
        actions={
          editing ? (
            <Link to="/admin/brands" className={buttonClass({ variant: "secondary" })}>
              <Icon name="plus" className="size-4" />
              Add a brand instead
            </Link>
          ) : null
        }
      />
      <div aria-live="polite">
        {saved ? (
          <Notice tone="success" className="mb-4">
            Saved {saved}.
          </Notice>
        ) : failed ? (
          <Notice tone="error" className="mb-4">
            {failed.message}
          </Notice>
        ) : null}
      </div>
      <div className="space-y-5">
        <BrandForm
          key={editing?.slug ?? `new-${saved ?? ""}`}
          slug={editing?.slug ?? null}
          initial={failed?.values ?? editValues ?? emptyBrandValues}
          serverErrors={failed?.errors}
          logos={logos}
          productCount={editing?.productCount ?? 0}
        />
        <BrandTable brands={brands} />
      </div>
    </>
  );
}
