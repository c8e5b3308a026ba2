import { clsx } from "clsx";

import { compareText } from "~/modules/compare/texts/en/compare";
import { useText } from "~/i18n/text";

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
  const t = useText(compareText);
  return (
    <label className={clsx("compare-toggle", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={() => compare.toggle(productId)}
        className="compare-check"
      />
      <span>
        {t.compare}
        <span className="sr-only">{` ${title}`}</span>
      </span>
    </label>
  );
}
