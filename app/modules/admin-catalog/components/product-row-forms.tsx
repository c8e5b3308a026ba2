import { Icon } from "~/components/ui/icon";
import { useMemo, type FormEvent } from "react";
import { useFetcher } from "react-router";

import { adminField } from "~/components/admin/admin-ui";
import { FieldError, controlProps, errorIdFor } from "~/components/form/field";
import { lazyModule } from "~/components/form/lazy-module";
import { useFormCheck } from "~/components/form/use-form-check";
import { buttonClass } from "~/components/ui/button-styles";

import { lowStockLevel, maxStock, stockFormErrors, stockFormFields } from "../product-form.schema";
import { visibilityFetcherKey, type AdminProductRow, type ProductListAnswer } from "../product-list";

// The schema is on the page already (the stock limits): no separate load.
const validator = lazyModule(() => Promise.resolve(stockFormErrors));

/** A row's stock, saved in place through its own fetcher; the figure is checked before sending. */
export function StockForm({ row, serverResult }: { row: AdminProductRow; serverResult?: ProductListAnswer }) {
  const fetcher = useFetcher<ProductListAnswer>({ key: `stock-${row.id}` });
  const result = fetcher.data ?? serverResult;
  const serverErrors = useMemo(
    () => (result && !result.ok ? { stock: result.message } : undefined),
    [result],
  );
  const form = useFormCheck({ fields: stockFormFields, validator, serverErrors });
  const error = form.errors.stock;
  const saved = !error && result?.ok && fetcher.state === "idle";
  const inputId = `stock-${row.id}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const found = form.checkLoaded(element);
    if (found === null) return;
    event.preventDefault();
    if (found === undefined) {
      void form.check(element).then((problems) => (problems ? undefined : fetcher.submit(element)));
    }
  }

  return (
    <fetcher.Form method="post" noValidate {...form.formProps} onSubmit={onSubmit} className="min-w-44">
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="id" value={row.id} />
      <label htmlFor={inputId} className="sr-only">
        Stock of {row.title}
      </label>
      <div className="flex items-center gap-2">
        <input
          {...controlProps(inputId, "stock", { error })}
          type="number"
          inputMode="numeric"
          min={0}
          max={maxStock}
          step={1}
          required
          defaultValue={row.stock}
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
          <div role="alert">
            <FieldError id={errorIdFor(inputId)} message={error} />
          </div>
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

/** Hides a product from the shop, or shows it again. */
export function VisibilityForm({ row }: { row: AdminProductRow }) {
  const fetcher = useFetcher<ProductListAnswer>({ key: visibilityFetcherKey });
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
        {row.hidden ? <Icon name="eye" className="size-4" /> : <Icon name="eye-off" className="size-4" />}
        {row.hidden ? "Show" : "Hide"}
        <span className="sr-only"> {row.title}</span>
      </button>
    </fetcher.Form>
  );
}
