import "~/admin.css";

import { data, Link } from "react-router";

import { InvoiceDocument } from "~/modules/orders/components/invoice-document";
import { PrintButton } from "~/modules/orders/components/print-button";
import { invoiceSeller } from "~/modules/gst/seller.server";
import { creditNoteAsked, getOrderById } from "~/modules/orders/order-lookup.server";
import { requireStaffPage } from "~/modules/staff/guard.server";

import type { Route } from "./+types/order-invoice";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy("private");

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data?.creditNote
      ? `Credit note ${data.creditNote.number} | Back office`
      : `Invoice ${data?.order.orderNumber ?? ""} | Back office`,
  },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const found = await getOrderById(context.db, id);
  if (!found) throw data("Order not found", { status: 404 });
  // ?note= opens one of the order's credit notes instead of its invoice
  const creditNote = creditNoteAsked(found, new URL(request.url).searchParams);
  if (creditNote === undefined) throw data("Credit note not found", { status: 404 });
  // The UPI link and QR code are for the customer's pages, not the printed invoice.
  const { upi: _upi, ...order } = found;
  return { order, seller: invoiceSeller(), creditNote };
}

/** The printable invoice for staff: the document the customer gets, outside the back-office shell. */
export default function OrderInvoicePage({ loaderData }: Route.ComponentProps) {
  const { order, seller, creditNote } = loaderData;
  return (
    <main id="main" className="min-h-dvh bg-slate-100 px-4 pb-10 print:bg-white print:p-0">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 py-4 print:hidden">
        <Link
          to={`/admin/orders/${order.id}`}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">←&nbsp;</span>Back to order {order.orderNumber}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={`/admin/orders/${order.id}/invoice.pdf${creditNote ? `?${new URLSearchParams({ note: creditNote.number })}` : ""}`}
            download
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Download PDF
          </a>
          <PrintButton />
        </div>
      </div>
      <InvoiceDocument order={order} seller={seller} creditNote={creditNote ?? undefined} />
    </main>
  );
}
