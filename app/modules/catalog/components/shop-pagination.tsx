import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";

import { shopText } from "~/modules/catalog/texts/en/shop";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

/** Page numbers to show: the first, the last and two either side of the current one, with gaps. */
function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const n of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && n - previous > 1) out.push(n - previous === 2 ? n - 1 : "gap");
    out.push(n);
  }
  return out;
}

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium " +
  "focus-ring";

/** Previous, page numbers and Next as links; Previous and Next are disabled only at the ends. */
export function ShopPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useText(shopText);
  return (
    <nav aria-label={t.pagination} className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
      <PageLink href={page > 1 ? hrefFor(page - 1) : null} label={t.previousPage}>
        <Icon name="chevron-left" className="size-4" />
        <span>{t.previous}</span>
      </PageLink>
      <ul className="flex items-center gap-1.5 sm:gap-2">
        {pageWindow(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t.page(item)}
                aria-current={item === page ? "page" : undefined}
                className={clsx(
                  itemClass,
                  item === page
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      <PageLink href={page < pageCount ? hrefFor(page + 1) : null} label={t.nextPage}>
        <span>{t.next}</span>
        <Icon name="chevron-right" className="size-4" />
      </PageLink>
    </nav>
  );
}

function PageLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) {
    return (
      <a
        role="link"
        aria-disabled="true"
        aria-label={label}
        className={clsx(itemClass, "border-slate-200 bg-slate-50 text-slate-400")}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      to={href}
      aria-label={label}
      className={clsx(
        itemClass,
        "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700",
      )}
    >
      {children}
    </Link>
  );
}
