import { Link, useSearchParams } from "react-router";

import { buttonClass } from "~/components/ui/button-styles";
import { withPage } from "~/lib/pagination";

/**
 * Previous / next links under a back-office list, keeping the page's other URL parameters. At either end the
 * missing step is plain text, not a link.
 */
export function AdminPagination({
  label,
  page,
  pageCount,
}: {
  label: string;
  page: number;
  pageCount: number;
}) {
  const [search] = useSearchParams();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <PageStep to={page > 1 ? withPage(search, page - 1) : null}>Previous page</PageStep>
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <PageStep to={page < pageCount ? withPage(search, page + 1) : null}>Next page</PageStep>
    </nav>
  );
}

function PageStep({ to, children }: { to: string | null; children: string }) {
  if (to === null) {
    // a step that does not exist is marked disabled, in a grey that still reads (4.5:1 and more)
    return (
      <span
        role="link"
        aria-disabled="true"
        className="inline-flex min-h-11 items-center px-4 text-sm font-semibold text-slate-600"
      >
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={buttonClass({ variant: "secondary" })}>
      {children}
    </Link>
  );
}
