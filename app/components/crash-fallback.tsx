import { Link } from "~/i18n/link";

import { dealer } from "~/lib/dealer";

/** The generic fallback. A request the page cannot serve (4xx other than 404) says so instead of "try again". */
export function CrashFallback({ status, message }: { status?: number; message?: string }) {
  const refused = status !== undefined && status >= 400 && status < 500;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">
        {message
          ? message
          : refused
            ? "This page could not handle that request. Please go back and try again."
            : "Something went wrong while loading this page. Please try again."}
      </p>
      {!refused && (
        <p className="text-slate-600">
          To order or book a repair now, call us on{" "}
          <a href={dealer.phoneHref} className="font-semibold text-brand-700 hover:underline">
            {dealer.phone}
          </a>
          .
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Go Home
        </Link>
        <Link
          to="/shop"
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Continue Shopping
        </Link>
      </div>
    </main>
  );
}
