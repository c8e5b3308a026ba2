import { clsx } from "clsx";

import { useCompare } from "../use-compare";

type CompareToggleProps = {
  productId: string;
  title: string;
  /** Extra classes; inside a product card give it a position (e.g. 'relative') so it sits above the card's link. */
  className?: string;
};

/** A 'Compare' tick box that adds the product to the comparison (up to 4). */
export function CompareToggle({ productId, title, className }: CompareToggleProps) {
  const compare = useCompare();
  const checked = compare.has(productId);
  return (
    <label
      className={clsx(
        "z-10 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1 text-sm font-medium text-slate-700 select-none hover:text-brand-700",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={() => compare.toggle(productId)}
        className="size-4 shrink-0 cursor-pointer rounded accent-brand-600 focus:outline-none"
      />
      <span>
        Compare<span className="sr-only"> {title}</span>
      </span>
    </label>
  );
}
