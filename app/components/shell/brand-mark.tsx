import { Link } from "~/i18n/link";

import { dealer } from "~/lib/dealer";
import { clsx } from "clsx";

/** The dealer's mark: a blue tile with a white K (same drawing as /favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className={clsx("shrink-0", className)}
    >
      <rect width="32" height="32" rx="8" fill="#1a56db" />
      <path
        d="M11 8v16M21 8l-10 9M14.5 14 21.5 24"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The logo link to the home page; `data-home-link` lets the back-to-top button move focus here. */
export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      data-home-link=""
      onClick={onNavigate}
      className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg focus-ring"
    >
      <BrandMark />
      <span className="min-w-0 leading-tight">
        <span className="line-clamp-2 text-base font-bold text-slate-900 sm:line-clamp-1 sm:text-lg">
          {dealer.name}
        </span>
        <span className="hidden text-xs text-slate-500 sm:block">{dealer.tagline}</span>
      </span>
    </Link>
  );
}
