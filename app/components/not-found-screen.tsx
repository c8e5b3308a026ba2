import { pageText } from "~/components/texts/en/page";
import { Link } from "~/i18n/link";
import { useText } from "~/i18n/text";

export function NotFoundScreen() {
  const t = useText(pageText);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <p className="text-7xl font-extrabold text-brand-600">404</p>
      <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle}</h1>
      <p className="text-slate-600">{t.notFoundLead}</p>
      <Link to="/" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {t.returnHome}
      </Link>
    </main>
  );
}
