import { pageText } from "~/components/texts/en/page";
import { Link } from "~/i18n/link";
import { useMessageText, useText } from "~/i18n/text";

import { dealer } from "~/lib/dealer";
import { formRefusals } from "~/lib/texts/en/form-refusals";

/** The generic fallback. A request the page cannot serve (4xx other than 404) says so instead of "try again". */
export function CrashFallback({ status, message }: { status?: number; message?: string }) {
  const refused = status !== undefined && status >= 400 && status < 500;
  const t = useText(pageText);
  const messageText = useMessageText(formRefusals);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t.crashTitle}</h1>
      <p className="text-slate-600">{message ? messageText(message) : refused ? t.refused : t.failed}</p>
      {!refused && (
        <p className="text-slate-600">
          {t.callToOrder}
          <a href={dealer.phoneHref} className="font-semibold text-brand-700 hover:underline">
            {dealer.phone}
          </a>
          {t.callToOrderEnd}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t.goHome}
        </Link>
        <Link
          to="/shop"
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t.continueShopping}
        </Link>
      </div>
    </main>
  );
}
