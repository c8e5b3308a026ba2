import { Icon } from "~/components/ui/icon";
import { data } from "react-router";

import { invoiceText } from "~/modules/orders/texts/en/invoice";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locale";
import { textIn, useText } from "~/i18n/text";
import { InvoiceDocument } from "~/modules/orders/components/invoice-document";
import { PrintButton } from "~/modules/orders/components/print-button";
import { invoiceSeller } from "~/modules/gst/seller.server";
import { findInvoiceDocument } from "~/modules/orders/order-lookup.server";

import type { Route } from "./+types/invoice";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ data: loaded, location }) => {
  const t = textIn(invoiceText, localeOfPath(location.pathname));
  return [
    {
      title: loaded?.creditNote
        ? t.creditNotePageTitle(loaded.creditNote.number)
        : loaded?.order
          ? t.pageTitle(loaded.order.orderNumber)
          : t.notFoundPageTitle,
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const found = await findInvoiceDocument(context.db, params);
  if (!found) {
    return data(
      { order: null, seller: null, creditNote: null, pdfHref: null },
      { status: 404, headers: privateHeaders },
    );
  }
  const pdf = new URLSearchParams({ order: params.get("order")!, token: params.get("token")! });
  if (found.creditNote) pdf.set("note", found.creditNote.number);
  return data(
    { ...found, seller: invoiceSeller(), pdfHref: `/invoice.pdf?${pdf}` },
    { headers: privateHeaders },
  );
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-brand-700 hover:underline focus-ring";

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const t = useText(invoiceText);
  const { order, seller, creditNote, pdfHref } = loaderData;
  if (!order || !seller) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-16">
        <div className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle}</h1>
          <p className="mt-3 text-slate-700">{t.notFoundText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/track-order" className={linkClass}>
              {t.trackYourOrder}
            </Link>
            <Link to="/" className={linkClass}>
              {t.homePage}
            </Link>
          </div>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="min-h-dvh bg-slate-100 px-4 py-6 sm:px-6 sm:py-10 print:bg-white print:p-0">
      <div className="mx-auto max-w-4xl">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={`/track-order?order=${encodeURIComponent(order.orderNumber)}`} className={linkClass}>
            <Icon name="arrow-left" className="size-5" />
            {t.trackThisOrder}
          </Link>
          <div className="flex flex-wrap gap-3">
            <a href={pdfHref ?? undefined} download className={linkClass}>
              <Icon name="download" className="size-5" />
              {t.downloadPdf}
            </a>
            <PrintButton />
          </div>
        </div>
        <InvoiceDocument order={order} seller={seller} creditNote={creditNote ?? undefined} />
      </div>
    </main>
  );
}
