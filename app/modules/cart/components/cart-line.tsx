import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useId, useRef, useState } from "react";

import { cartText } from "~/modules/cart/texts/en/cart";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

import { buttonClass } from "~/components/ui/button-styles";
import { formatRupees } from "~/lib/money";

import type { CheckedLine } from "../use-checked-cart";

const stepButton = clsx(
  "inline-flex size-11 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100",
  "focus-visible:relative focus-ring",
  "disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent",
);

type QuantityControlProps = {
  title: string;
  quantity: number;
  max: number;
  onChange: (quantity: number | string) => void;
  describedBy?: string;
};

/**
 * − and + around a typed quantity. − is disabled at 1 and + at the line's limit (10, or the stock).
 * A typed value counts when the field loses focus or on Enter; one that is not a number becomes 1.
 */
function QuantityControl({ title, quantity, max, onChange, describedBy }: QuantityControlProps) {
  const t = useText(cartText);
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);

  function step(by: number) {
    const next = Math.min(max, Math.max(1, quantity + by));
    onChange(next);
    // A button that becomes disabled drops keyboard focus; hand it to the one still usable.
    if (next === 1) increase.current?.focus();
    if (next === max) decrease.current?.focus();
  }

  function commit() {
    if (draft === null) return;
    onChange(draft);
    setDraft(null);
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t.quantityOf(title)}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          ref={decrease}
          type="button"
          aria-label={t.decrease(title)}
          disabled={quantity <= 1}
          onClick={() => step(-1)}
          className={stepButton}
        >
          <Icon name="minus" className="size-4" />
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(quantity)}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
          }}
          className="h-11 w-12 border-x border-slate-300 text-center text-base font-semibold text-slate-900 tabular-nums focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        />
        <button
          ref={increase}
          type="button"
          aria-label={t.increase(title)}
          disabled={quantity >= max}
          onClick={() => step(1)}
          className={stepButton}
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}

type CartLineProps = {
  line: CheckedLine;
  onQuantityChange: (quantity: number | string) => void;
  onRemove: () => void;
};

/** One product in the cart page's list, with its price, quantity, notes and a remove button. */
export function CartLine({ line, onQuantityChange, onRemove }: CartLineProps) {
  const t = useText(cartText);
  const noteId = useId();
  const { item, issue, change } = line;
  const unavailable = issue === "unavailable";
  const stock = line.price?.stock ?? 0;
  const removeBefore = t.removeBefore(item.title);
  const removeAfter = t.removeAfter(item.title);

  let note: { tone: "info" | "problem"; text: string } | null = null;
  if (unavailable) note = { tone: "problem", text: t.unavailable };
  else if (issue === "out-of-stock") note = { tone: "problem", text: t.outOfStock };
  else if (issue === "short") note = { tone: "problem", text: t.short(stock) };

  return (
    <article
      aria-labelledby={`${noteId}-title`}
      className={clsx(
        "grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border bg-white p-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:p-4",
        note?.tone === "problem" ? "border-red-300" : "border-slate-200",
      )}
    >
      <img
        src={item.image}
        alt={item.title}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={clsx(
          "size-20 rounded-lg bg-slate-50 object-contain sm:size-24",
          unavailable && "opacity-50 grayscale",
        )}
      />
      <div className="flex min-w-0 flex-col gap-1">
        {item.brand && (
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{item.brand}</p>
        )}
        <h2 id={`${noteId}-title`} className="text-sm leading-snug font-medium text-slate-900 sm:text-base">
          {unavailable ? (
            item.title
          ) : (
            <Link
              to={`/products/${item.id}`}
              className="rounded hover:text-brand-700 hover:underline focus-ring"
            >
              {item.title}
            </Link>
          )}
        </h2>
        {!unavailable && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-base font-bold text-slate-900 tabular-nums">
              <span className="sr-only">{t.price}</span>
              {formatRupees(line.unitPricePaise)}
            </span>
            {line.unitMrpPaise > line.unitPricePaise && (
              <span className="text-slate-500 tabular-nums">
                <span className="sr-only">{t.mrp}</span>
                <s>{formatRupees(line.unitMrpPaise)}</s>
              </span>
            )}
            <span className="text-slate-600">{t.each}</span>
          </p>
        )}
        {change && !unavailable && (
          <p className="mt-1 flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1.5 text-sm text-amber-900">
            <Icon name="info" className="mt-0.5 size-4 shrink-0" />
            {t.priceUpdated(formatRupees(change.fromPaise), formatRupees(change.toPaise))}
          </p>
        )}
        {note && (
          <p id={noteId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
            {note.text}
          </p>
        )}
      </div>
      <div className="col-span-2 flex items-center gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        {!unavailable && (
          <p className="order-2 flex-1 text-right sm:order-none sm:flex-none">
            <span className="sr-only">{t.lineTotal}</span>
            <span className="text-base font-bold text-slate-900 tabular-nums">
              {formatRupees(line.lineTotalPaise)}
            </span>
          </p>
        )}
        {!unavailable && (
          <div className="order-1 sm:order-none">
            <QuantityControl
              title={item.title}
              quantity={item.quantity}
              max={Math.max(line.maxQuantity, 1)}
              onChange={onQuantityChange}
              describedBy={note ? noteId : undefined}
            />
          </div>
        )}
        <button
          type="button"
          onClick={onRemove}
          className={buttonClass({
            variant: "ghost",
            className:
              "order-3 ml-auto px-3 text-red-700 hover:text-red-800 max-sm:size-11 max-sm:px-0 sm:order-none",
          })}
        >
          <Icon name="trash" className="size-4 shrink-0" />
          {removeBefore ? <span className="sr-only">{removeBefore}</span> : null}
          <span className="max-sm:sr-only">{t.remove}</span>
          {removeAfter ? <span className="sr-only">{removeAfter}</span> : null}
        </button>
      </div>
    </article>
  );
}
