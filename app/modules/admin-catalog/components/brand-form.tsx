import { Icon } from "~/components/ui/icon";
import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";

import { AdminCard, adminField } from "~/components/admin/admin-ui";
import { AdminField, adminHintClass } from "~/components/form/admin-field";
import { lazyModule } from "~/components/form/lazy-module";
import { useFormCheck } from "~/components/form/use-form-check";
import { buttonClass } from "~/components/ui/button-styles";

import {
  brandDescriptionMaxLength,
  brandFormErrors,
  brandFormFields,
  brandNameMaxLength,
  brandSlug,
  type BrandFormErrors,
  type BrandFormField,
  type BrandFormValues,
} from "../brand-form.schema";

// The schema is on the page already (the web address preview uses brandSlug): no separate load.
const validator = lazyModule(() => Promise.resolve(brandFormErrors));

const field = (name: BrandFormField, errors: BrandFormErrors) => ({
  id: `brand-${name}`,
  name,
  error: errors[name],
});

/**
 * Adding a brand, or editing one (`slug`): name, position, description, logo, partner mark and who its
 * warranty claims are invoiced to.
 */
export function BrandForm({
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
  const submit = useSubmit();
  const form = useFormCheck({ fields: brandFormFields, validator, serverErrors });
  const { errors } = form;
  const [name, setName] = useState(initial.name);
  const [logo, setLogo] = useState(initial.logo);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const found = form.checkLoaded(element);
    if (found === null) return;
    event.preventDefault();
    if (found === undefined) {
      void form.check(element).then((problems) => (problems ? undefined : submit(element)));
    }
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
      <Form
        method="post"
        noValidate
        {...form.formProps}
        onSubmit={onSubmit}
        className="grid gap-4 sm:grid-cols-2"
      >
        {slug ? <input type="hidden" name="slug" value={slug} /> : null}
        <AdminField
          {...field("name", errors)}
          label="Name"
          describedBy={["brand-slug-hint"]}
          after={
            <p id="brand-slug-hint" className={adminHintClass} aria-live="polite">
              Web address name: <span className="font-mono">{newSlug || "…"}</span>
              {renaming && productCount > 0
                ? ` (was ${slug}; its ${productCount} ${productCount === 1 ? "product follows" : "products follow"})`
                : ""}
            </p>
          }
        >
          {(props) => (
            <input
              {...props}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={brandNameMaxLength}
              required
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...field("position", errors)}
          label="Position on the Brands page"
          describedBy={["brand-position-hint"]}
          after={
            <p id="brand-position-hint" className={adminHintClass}>
              Partners are shown in this order, lowest first.
            </p>
          }
        >
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              defaultValue={initial.position}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField
          {...field("description", errors)}
          label="Description (optional)"
          className="sm:col-span-2"
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              maxLength={brandDescriptionMaxLength}
              defaultValue={initial.description}
              className={`${adminField.input} py-2`}
            />
          )}
        </AdminField>
        <AdminField
          {...field("descriptionTa", errors)}
          label="Description in Tamil (optional)"
          className="sm:col-span-2"
        >
          {(props) => (
            <textarea
              {...props}
              lang="ta"
              rows={3}
              maxLength={brandDescriptionMaxLength}
              defaultValue={initial.descriptionTa}
              className={`${adminField.input} py-2`}
            />
          )}
        </AdminField>
        <AdminField {...field("logo", errors)} label="Logo">
          {(props) => (
            <div className="flex items-center gap-3">
              <select
                {...props}
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
          )}
        </AdminField>
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
        <fieldset className="grid gap-4 border-t border-slate-200 pt-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="float-left text-sm font-semibold text-slate-900">
            Tax invoices for warranty claims
          </legend>
          <p id="brand-billing-hint" className={`${adminHintClass} sm:col-span-2`}>
            Approved warranty claims are invoiced to this registration. Leave all three blank if we do not
            repair this brand under its warranty.
          </p>
          <AdminField {...field("legalName", errors)} label="Legal name" describedBy={["brand-billing-hint"]}>
            {(props) => (
              <input
                {...props}
                maxLength={120}
                autoComplete="off"
                defaultValue={initial.legalName}
                className={adminField.input}
              />
            )}
          </AdminField>
          <AdminField {...field("gstin", errors)} label="GSTIN">
            {(props) => (
              <input
                {...props}
                maxLength={20}
                autoComplete="off"
                spellCheck={false}
                defaultValue={initial.gstin}
                className={`${adminField.input} font-mono uppercase`}
              />
            )}
          </AdminField>
          <AdminField
            {...field("billingAddress", errors)}
            label="Address of that GST registration"
            className="sm:col-span-2"
          >
            {(props) => (
              <textarea
                {...props}
                rows={2}
                maxLength={300}
                defaultValue={initial.billingAddress}
                className={`${adminField.input} py-2`}
              />
            )}
          </AdminField>
        </fieldset>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass()} disabled={saving}>
            <Icon name="save" className="size-4" />
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
