import { Pencil, Plus, Save } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import { AdminCard, AdminHeading, StatusPill, adminField, adminTable } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-styles";
import { dealer } from "~/lib/dealer";
import {
  brandLogoFiles,
  brandSlug,
  readBrandForm,
  validateBrandForm,
  type BrandFormErrors,
  type BrandFormValues,
} from "~/modules/admin-catalog/brand-form.schema";
import { createBrand, listBrandsWithCounts, updateBrand } from "~/modules/admin-catalog/brands-admin.server";
import { FieldMessage, invalidProps, Notice } from "~/modules/admin-catalog/components/catalog-ui";
import { requireStaffAction, requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/brands";
import { readForm } from "~/lib/read-form.server";

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
    editValues: editing
      ? ({
          name: editing.name,
          description: editing.description ?? "",
          logo: editing.logo,
          isPartner: editing.isPartner,
          position: String(editing.position),
        } satisfies BrandFormValues)
      : null,
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

const fieldId = (field: keyof BrandFormValues) => `brand-${field}`;

function BrandForm({
  slug,
  initial,
  serverErrors,
  logos,
  productCount,
}: {
  slug: string | null;
  initial: BrandFormValues;
  serverErrors?: BrandFormErrors;
  logos: string[];
  productCount: number;
}) {
  const navigation = useNavigation();
  const [errors, setErrors] = useState<BrandFormErrors>(serverErrors ?? {});
  const [seen, setSeen] = useState(serverErrors);
  const [name, setName] = useState(initial.name);
  const [logo, setLogo] = useState(initial.logo);
  if (serverErrors !== seen) {
    setSeen(serverErrors);
    setErrors(serverErrors ?? {});
  }
  useEffect(() => {
    const first = (["name", "description", "logo", "position"] as const).find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [errors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateBrandForm(readBrandForm(new FormData(event.currentTarget)));
    if (result.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(result.errors);
  }

  const logoChoices = logos.includes(initial.logo) || initial.logo === "" ? logos : [initial.logo, ...logos];
  const newSlug = brandSlug(name);
  const renaming = slug !== null && newSlug !== "" && newSlug !== slug;
  const saving = navigation.state === "submitting";

  return (
    <AdminCard>
      <h2 className="mb-3 text-base font-semibold text-slate-900">
        {slug ? `Edit ${initial.name}` : "Add a brand"}
      </h2>
      <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {slug ? <input type="hidden" name="slug" value={slug} /> : null}
        <div>
          <label htmlFor={fieldId("name")} className={adminField.label}>
            Name
          </label>
          <input
            {...invalidProps(fieldId("name"), errors.name, "brand-slug-hint")}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
            required
            className={adminField.input}
          />
          <p id="brand-slug-hint" className="mt-1 text-xs text-slate-600" aria-live="polite">
            Web address name: <span className="font-mono">{newSlug || "…"}</span>
            {renaming && productCount > 0
              ? ` (was ${slug}; its ${productCount} ${productCount === 1 ? "product follows" : "products follow"})`
              : ""}
          </p>
          <FieldMessage id={`${fieldId("name")}-error`} message={errors.name} />
        </div>
        <div>
          <label htmlFor={fieldId("position")} className={adminField.label}>
            Position on the Brands page
          </label>
          <input
            {...invalidProps(fieldId("position"), errors.position, "brand-position-hint")}
            name="position"
            inputMode="numeric"
            defaultValue={initial.position}
            className={adminField.input}
          />
          <p id="brand-position-hint" className="mt-1 text-xs text-slate-600">
            Partners are shown in this order, lowest first.
          </p>
          <FieldMessage id={`${fieldId("position")}-error`} message={errors.position} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId("description")} className={adminField.label}>
            Description (optional)
          </label>
          <textarea
            {...invalidProps(fieldId("description"), errors.description)}
            name="description"
            rows={3}
            maxLength={600}
            defaultValue={initial.description}
            className={`${adminField.input} py-2`}
          />
          <FieldMessage id={`${fieldId("description")}-error`} message={errors.description} />
        </div>
        <div>
          <label htmlFor={fieldId("logo")} className={adminField.label}>
            Logo
          </label>
          <div className="flex items-center gap-3">
            <select
              {...invalidProps(fieldId("logo"), errors.logo)}
              name="logo"
              value={logo}
              onChange={(event) => setLogo(event.target.value)}
              className={adminField.input}
            >
              {slug ? null : <option value="">Choose a logo</option>}
              {logoChoices.map((file) => (
                <option key={file} value={file}>
                  {file === initial.logo && slug ? `${file} (current)` : file}
                </option>
              ))}
            </select>
            {logo ? (
              <img
                src={logo}
                alt=""
                width={96}
                height={32}
                className="h-8 w-24 shrink-0 rounded border border-slate-200 bg-white object-contain"
              />
            ) : null}
          </div>
          <FieldMessage id={`${fieldId("logo")}-error`} message={errors.logo} />
        </div>
        <div className="sm:pt-6">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="isPartner"
              defaultChecked={initial.isPartner}
              className="size-5 accent-brand-600"
            />
            Authorised partner (shown on the Brands page)
          </label>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass()} disabled={saving}>
            <Save className="size-4" aria-hidden />
            {slug ? "Save brand" : "Add brand"}
          </button>
          {slug ? (
            <Link to="/admin/brands" className={buttonClass({ variant: "secondary" })}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </AdminCard>
  );
}

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, editing, editValues, saved, logos } = loaderData;
  const failed = actionData && typeof actionData === "object" && !actionData.ok ? actionData : undefined;
  const blank: BrandFormValues = { name: "", description: "", logo: "", isPartner: false, position: "0" };

  return (
    <>
      <AdminHeading
        title="Brands"
        description="Renaming a brand keeps its products; the shop shows the new name at once."
        actions={
          editing ? (
            <Link to="/admin/brands" className={buttonClass({ variant: "secondary" })}>
              <Plus className="size-4" aria-hidden />
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
          initial={failed?.values ?? editValues ?? blank}
          serverErrors={failed?.errors}
          logos={logos}
          productCount={editing?.productCount ?? 0}
        />
        <div className={`${adminTable.wrap} relative`}>
          <table className={`${adminTable.table} min-w-[40rem]`}>
            <caption className="sr-only">Brands and how many products each has</caption>
            <thead className={adminTable.head}>
              <tr>
                <th scope="col" className={adminTable.th}>
                  Brand
                </th>
                <th scope="col" className={adminTable.th}>
                  Partner
                </th>
                <th scope="col" className={`${adminTable.th} text-right`}>
                  Products
                </th>
                <th scope="col" className={adminTable.th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand) => (
                <tr key={brand.slug} className={adminTable.row}>
                  <td className={adminTable.td}>
                    <div className="flex items-center gap-3">
                      <img
                        src={brand.logo}
                        alt=""
                        width={72}
                        height={24}
                        loading="lazy"
                        className="h-6 w-18 shrink-0 object-contain"
                      />
                      <span>
                        <span className="block font-semibold text-slate-900">{brand.name}</span>
                        <span className="font-mono text-xs text-slate-600">{brand.slug}</span>
                      </span>
                    </div>
                  </td>
                  <td className={adminTable.td}>
                    {brand.isPartner ? (
                      <StatusPill tone="info">Partner · {brand.position}</StatusPill>
                    ) : (
                      <span className="text-slate-600">No</span>
                    )}
                  </td>
                  <td className={`${adminTable.td} text-right`}>
                    <Link
                      to={`/admin/products?q=${encodeURIComponent(brand.name)}&hidden=show`}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {brand.productCount}
                      <span className="sr-only"> products of {brand.name}</span>
                    </Link>
                    {brand.hiddenCount > 0 ? (
                      <span className="block text-xs text-slate-600">{brand.hiddenCount} hidden</span>
                    ) : null}
                  </td>
                  <td className={`${adminTable.td} text-right`}>
                    <Link
                      to={`/admin/brands?edit=${encodeURIComponent(brand.slug)}`}
                      className={buttonClass({ variant: "secondary", className: "px-3" })}
                    >
                      <Pencil className="size-4" aria-hidden />
                      Edit<span className="sr-only"> {brand.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
