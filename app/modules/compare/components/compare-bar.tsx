import { Icon } from "~/components/ui/icon";

import { Link } from "~/i18n/link";

import { buttonClass } from "~/components/ui/button-styles";
import { compareText } from "~/modules/compare/texts/en/compare";
import { useText } from "~/i18n/text";

import { compareHref, compareLimit } from "../compare-store";
import { useCompare } from "../use-compare";

/**
 * A bar floating at the bottom of the screen while products are ticked for comparison, linking to
 * /compare?ids=... It sits bottom-left, clear of the back-to-top button in the bottom-right corner.
 */
export function CompareBar() {
  const compare = useCompare();
  const t = useText(compareText);
  if (compare.count === 0) return null;
  const ready = compare.count >= 2;
  return (
    <aside
      aria-label={t.bar}
      className="fixed right-20 bottom-4 left-4 z-30 flex items-center gap-2 rounded-xl bg-slate-900 p-2 pl-4 text-white shadow-xl ring-1 ring-slate-700 sm:right-auto sm:left-6 sm:w-[26rem] lg:bottom-6"
    >
      <Icon name="columns-3" className="hidden size-5 shrink-0 text-brand-200 sm:block" />
      <p className="min-w-0 flex-1 text-sm leading-tight" role="status">
        <span className="font-semibold">{t.picked(compare.count, compareLimit)}</span>{" "}
        {ready ? t.ready : <span className="text-slate-300">{t.tickOneMore}</span>}
      </p>
      {ready && (
        <Link to={compareHref(compare.ids)} className={buttonClass({ className: "shrink-0 px-3" })}>
          {t.compare}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      )}
      <button
        type="button"
        aria-label={t.clear}
        title={t.clear}
        onClick={compare.clear}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Icon name="x" className="size-5" />
      </button>
    </aside>
  );
}
