import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useId, useRef } from "react";

import { productText } from "~/modules/catalog/texts/en/product";
import { useText } from "~/i18n/text";

import { maxUnitsPerLine } from "../../cart/cart-rules";

type QuantitySelectorProps = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
};

const stepButton = clsx(
  "inline-flex size-11 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100",
  "focus-visible:relative focus-ring",
  "disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent",
);

/** − and + around the quantity, each disabled at its bound (1 to 10 on the product page). */
export function QuantitySelector({
  value,
  onChange,
  min = 1,
  max = maxUnitsPerLine,
  label,
}: QuantitySelectorProps) {
  const t = useText(productText);
  const outputId = useId();
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);

  function step(by: number) {
    const next = Math.min(max, Math.max(min, value + by));
    onChange(next);
    // A button that becomes disabled drops keyboard focus; hand it to the one still usable.
    if (next === min) increase.current?.focus();
    if (next === max) decrease.current?.focus();
  }

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={outputId} className="text-sm font-medium text-slate-700">
        {label ?? t.quantity}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          ref={decrease}
          type="button"
          aria-label={t.decreaseQuantity}
          disabled={value <= min}
          onClick={() => step(-1)}
          className={stepButton}
        >
          <Icon name="minus" className="size-4" />
        </button>
        <output
          id={outputId}
          aria-live="polite"
          className="min-w-11 border-x border-slate-300 px-2 text-center text-base font-semibold text-slate-900 tabular-nums"
        >
          {value}
        </output>
        <button
          ref={increase}
          type="button"
          aria-label={t.increaseQuantity}
          disabled={value >= max}
          onClick={() => step(1)}
          className={stepButton}
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}
