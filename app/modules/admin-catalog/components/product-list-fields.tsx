import { Icon } from "~/components/ui/icon";
import { useState } from "react";

import { adminField } from "~/components/admin/admin-ui";
import { FieldError, errorIdFor, hintIdFor } from "~/components/form/field";
import { buttonClass } from "~/components/ui/button-styles";
import { useHydrated } from "~/lib/use-hydrated";

import type { ProductFormErrors, ProductFormField } from "../product-form.schema";

export const productFieldId = (field: ProductFormField) => `product-${field}`;

type Row = { key: number; label: string; value: string; labelTa: string };

let nextKey = 1;
const keyed = (rows: { label: string; value: string; labelTa?: string }[]): Row[] =>
  rows.map((row) => ({ key: nextKey++, ...row, labelTa: row.labelTa ?? "" }));

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass({ variant: "ghost", size: "icon" })} onClick={onClick}>
      <Icon name="trash" className="size-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary", className: "mt-2" })}
      onClick={onClick}
    >
      <Icon name="plus" className="size-4" />
      {label}
    </button>
  );
}

/**
 * Features, their Tamil, or tags: one text input per entry, with add and remove buttons once the page runs
 * scripts. Tamil entries are marked Tamil, so the browser offers a Tamil keyboard and spelling.
 */
export function ListField({
  field,
  legend,
  itemLabel,
  initial,
  errors,
  hint,
}: {
  field: "features" | "featuresTa" | "tags";
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
  const id = productFieldId(field);
  return (
    <fieldset aria-describedby={[hintIdFor(id), error ? errorIdFor(id) : null].filter(Boolean).join(" ")}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <p id={hintIdFor(id)} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <ul className="mt-3 space-y-2">
        {items.map((item, index) => {
          const inputId = index === 0 ? id : `${id}-${item.key}`;
          return (
            <li key={item.key} className="flex gap-2">
              <label htmlFor={inputId} className="sr-only">
                {itemLabel} {index + 1}
              </label>
              <input
                id={inputId}
                name={field}
                lang={field === "featuresTa" ? "ta" : undefined}
                defaultValue={item.value}
                maxLength={field === "tags" ? 40 : 200}
                aria-invalid={error ? true : undefined}
                className={adminField.input}
              />
              {hydrated ? (
                <RemoveButton
                  label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                  onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {hydrated ? (
        <AddButton
          label={`Add ${itemLabel.toLowerCase()}`}
          onClick={() => setItems((current) => [...current, ...keyed([{ label: "", value: "" }])])}
        />
      ) : null}
      <FieldError id={errorIdFor(id)} message={error} />
    </fieldset>
  );
}

/** Specification rows: a label and a value each, sent as repeated specLabel and specValue fields. */
export function SpecsField({
  initial,
  errors,
}: {
  initial: { label: string; value: string; labelTa: string }[];
  errors: ProductFormErrors;
}) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(() => keyed([...initial, { label: "", value: "" }]));
  const error = errors.specs;
  const id = productFieldId("specs");
  return (
    <fieldset aria-describedby={error ? errorIdFor(id) : undefined}>
      <legend className="text-base font-semibold text-slate-900">Specifications</legend>
      <p className="mt-1 text-sm text-slate-600">
        Shown as a table on the product page. A label starting with “Model” is also searched. A Tamil label is
        shown on Tamil pages; without one they show the English label.
      </p>
      <ul className="mt-3 space-y-3">
        {rows.map((row, index) => {
          const labelId = index === 0 ? id : `spec-label-${row.key}`;
          return (
            <li key={row.key} className="grid gap-2 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
              <div>
                <label htmlFor={labelId} className="text-xs font-medium text-slate-700">
                  Label {index + 1}
                </label>
                <input
                  id={labelId}
                  name="specLabel"
                  defaultValue={row.label}
                  maxLength={80}
                  aria-invalid={error ? true : undefined}
                  className={adminField.input}
                />
              </div>
              <div>
                <label htmlFor={`spec-label-ta-${row.key}`} className="text-xs font-medium text-slate-700">
                  Tamil label {index + 1}
                </label>
                <input
                  id={`spec-label-ta-${row.key}`}
                  name="specLabelTa"
                  lang="ta"
                  defaultValue={row.labelTa}
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
                <RemoveButton
                  label={`Remove specification ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {hydrated ? (
        <AddButton
          label="Add specification"
          onClick={() => setRows((current) => [...current, ...keyed([{ label: "", value: "" }])])}
        />
      ) : null}
      <FieldError id={errorIdFor(id)} message={error} />
    </fieldset>
  );
}
