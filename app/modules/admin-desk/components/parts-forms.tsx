import { Form } from "react-router";

import { AdminCard, adminField, adminTable } from "~/components/admin/admin-ui";
import type { FieldErrors } from "~/components/form/field-errors";
import { AdminField } from "~/components/form/admin-field";
import { buttonClass } from "~/components/ui/button-styles";
import { formatAmount } from "~/lib/money";
import { serviceCategories } from "~/modules/booking/service-categories";

export type PartsActionResult = {
  intent: string;
  id?: number;
  notice?: string;
  message?: string;
  errors?: FieldErrors<"name" | "appliance" | "price" | "stock">;
  values?: Record<string, string>;
};

export type PartRow = { id: number; name: string; appliance: string; pricePaise: number; stock: number };

function applianceName(slug: string): string {
  return serviceCategories.find((category) => category.slug === slug)?.appliance ?? slug;
}

const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export function AddPartForm({ result, busy }: { result: PartsActionResult | undefined; busy: boolean }) {
  const mine = result?.intent === "add" && !result.notice ? result : undefined;
  const errors = mine?.errors ?? {};
  return (
    <AdminCard title="Add a part" className="mb-4">
      <Form
        method="post"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-start"
        key={result?.notice}
      >
        <input type="hidden" name="intent" value="add" />
        <AdminField id="part-name" name="name" label="Name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              required
              maxLength={80}
              autoComplete="off"
              defaultValue={mine?.values?.name ?? ""}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField id="part-appliance" name="appliance" label="Fits" error={errors.appliance}>
          {(props) => (
            <select
              {...props}
              required
              defaultValue={mine?.values?.appliance ?? ""}
              className={adminField.input}
            >
              <option value="">Choose</option>
              {serviceCategories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.appliance}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="part-price" name="price" label="Price (₹)" error={errors.price}>
          {(props) => (
            <input
              {...props}
              required
              inputMode="decimal"
              autoComplete="off"
              defaultValue={mine?.values?.price ?? ""}
              className={adminField.input}
            />
          )}
        </AdminField>
        <AdminField id="part-stock" name="stock" label="In stock" error={errors.stock}>
          {(props) => (
            <input
              {...props}
              required
              inputMode="numeric"
              autoComplete="off"
              defaultValue={mine?.values?.stock ?? ""}
              className={adminField.input}
            />
          )}
        </AdminField>
        <button type="submit" className={buttonClass({ className: "lg:mt-6" })} disabled={busy}>
          Add part
        </button>
      </Form>
    </AdminCard>
  );
}

function PartLine({
  part,
  result,
  busy,
}: {
  part: PartRow;
  result: PartsActionResult | undefined;
  busy: boolean;
}) {
  const mine = result?.intent === "update" && result.id === part.id && !result.notice ? result : undefined;
  const formId = `part-form-${part.id}`;
  return (
    <tr className={adminTable.row}>
      <th scope="row" className={`${adminTable.td} font-normal`}>
        <span className="font-semibold text-slate-900">{part.name}</span>
        <span className="block text-xs text-slate-600">Fits: {applianceName(part.appliance)}</span>
      </th>
      <td className={adminTable.td}>
        <span className="sr-only">Now {formatAmount(part.pricePaise)}. </span>
        <AdminField
          id={`price-${part.id}`}
          name="price"
          label={`Price of ${part.name} in rupees`}
          labelClassName="sr-only"
          error={mine?.errors?.price}
        >
          {(props) => (
            <input
              {...props}
              form={formId}
              required
              inputMode="decimal"
              defaultValue={mine?.values?.price ?? rupeesText(part.pricePaise)}
              className={`${adminField.input} w-28`}
            />
          )}
        </AdminField>
      </td>
      <td className={adminTable.td}>
        <AdminField
          id={`stock-${part.id}`}
          name="stock"
          label={`Stock of ${part.name}`}
          labelClassName="sr-only"
          error={mine?.errors?.stock}
        >
          {(props) => (
            <input
              {...props}
              form={formId}
              required
              inputMode="numeric"
              defaultValue={mine?.values?.stock ?? String(part.stock)}
              className={`${adminField.input} w-24`}
            />
          )}
        </AdminField>
      </td>
      <td className={adminTable.td}>
        <Form method="post" id={formId} key={`${part.pricePaise}-${part.stock}`}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={part.id} />
          <button type="submit" className={buttonClass({ variant: "secondary" })} disabled={busy}>
            Save<span className="sr-only"> {part.name}</span>
          </button>
        </Form>
      </td>
    </tr>
  );
}

export function PartsTable({
  parts,
  result,
  busy,
}: {
  parts: PartRow[];
  result: PartsActionResult | undefined;
  busy: boolean;
}) {
  if (parts.length === 0) return <p className="text-slate-700">No parts yet. Add the first one above.</p>;
  return (
    <div className={adminTable.wrap}>
      <table className={adminTable.table}>
        <caption className="sr-only">Spare parts with their price and stock</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.th}>
              Part
            </th>
            <th scope="col" className={adminTable.th}>
              Price (₹)
            </th>
            <th scope="col" className={adminTable.th}>
              In stock
            </th>
            <th scope="col" className={adminTable.th}>
              <span className="sr-only">Save</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <PartLine key={part.id} part={part} result={result} busy={busy} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
