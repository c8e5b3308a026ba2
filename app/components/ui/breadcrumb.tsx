import { Icon } from "./icon";
import { Fragment } from "react";

import { headerText } from "~/components/texts/en/header";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

export type Crumb = { label: string; to?: string };

const linkClass = "rounded hover:text-brand-700 hover:underline focus-ring";

/** Home > … > the current page. The last crumb is the current page and is not a link. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useText(headerText);
  const trail: Crumb[] = [{ label: t.home, to: "/" }, ...items];
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <Fragment key={`${crumb.label}-${index}`}>
              {index > 0 && (
                <li aria-hidden="true" className="text-slate-400">
                  <Icon name="chevron-right" className="size-3.5" />
                </li>
              )}
              <li className={current ? "max-w-full min-w-0 truncate sm:max-w-md" : undefined}>
                {current || !crumb.to ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.to} className={linkClass}>
                    {crumb.label}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
