import { Icon } from "~/components/ui/icon";

import { serviceDeskText } from "~/modules/booking/texts/en/service-desk";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

const bookServicePath = "/services/book";
const trackServicePath = "/track-service";

/** 'Book a Service' and 'Track Your Service', for a dark (brand) or a light background. */
export function ServiceActions({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useText(serviceDeskText);
  const dark = tone === "dark";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Link
        to={bookServicePath}
        className={
          dark
            ? "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            : "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-ring"
        }
      >
        <Icon name="calendar-check" className="size-5" />
        {t.book}
      </Link>
      <Link
        to={trackServicePath}
        className={
          dark
            ? "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            : "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
        }
      >
        <Icon name="search" className="size-5" />
        {t.track}
      </Link>
    </div>
  );
}
