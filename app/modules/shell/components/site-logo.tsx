import { headerText } from "~/components/texts/en/header";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";
import { dealer } from "~/lib/dealer";

import { BrandMark } from "~/components/shell/brand-mark";

/** The logo link to the home page; `data-home-link` lets the back-to-top button move focus here. */
export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  const t = useText(headerText);
  return (
    <Link
      to="/"
      data-home-link=""
      onClick={onNavigate}
      className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg focus-ring"
    >
      <BrandMark />
      <span className="min-w-0 leading-tight">
        <span className="line-clamp-2 text-sm font-bold text-slate-900 sm:line-clamp-1 sm:text-lg">
          {dealer.name}
        </span>
        <span className="hidden text-xs text-slate-500 sm:block">{t.tagline}</span>
      </span>
    </Link>
  );
}
