import { textIn } from "~/i18n/text";
import { serviceGstRatePct } from "~/lib/gst";
import { formatIndiaDateLong } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import { signLink, verifyLink } from "~/lib/signed-link.server";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { pdfRupees, renderTaxDocumentPdf } from "~/modules/gst/tax-document-pdf.server";
import { rateCardMessages } from "~/modules/field-service/texts/en/rate-card";

import type { VisitInvoiceView } from "./job-view";

const money = (paise: number) => pdfRupees(formatRupeesWithPaise(paise));
const purpose = "service-invoice-pdf";
/** A day: the page that shows the link is opened again for a new one. */
const linkLifetimeMs = 24 * 60 * 60_000;

/** The link that downloads a visit's tax invoice as a PDF, signed for a day (booking reference inside). */
export function serviceInvoicePdfHref(reference: string, { key, now }: { key: string; now: Date }): string {
  return `/service-invoice.pdf?t=${signLink(purpose, reference, new Date(now.getTime() + linkLifetimeMs), key)}`;
}

/** The booking reference a PDF link names, or null when it is not ours or has expired. */
export function serviceInvoiceOfLink(token: string, { key, now }: { key: string; now: Date }): string | null {
  return verifyLink(purpose, token, now, key);
}

/** A completed visit's tax invoice as an A4 PDF, in English, with the lines and tax of the page. */
export function visitInvoicePdf(invoice: VisitInvoiceView): Promise<Buffer> {
  const t = textIn(trackServiceText, "en");
  const jobs = textIn(rateCardMessages, "en");
  const half = serviceGstRatePct / 2;
  const job =
    (invoice.labourKey !== null ? jobs[invoice.labourKey as keyof typeof jobs] : undefined) ??
    invoice.labourItem;
  return renderTaxDocumentPdf({
    title: t.taxInvoice,
    facts: [
      ["Invoice no.", invoice.invoiceNumber],
      ["Date", formatIndiaDateLong(invoice.issuedAt, "en")],
    ],
    seller: invoice.seller,
    buyer: [
      invoice.customer.name,
      `${invoice.customer.address}, ${invoice.customer.pincode}`,
      `${t.invoicePhone} ${invoice.customer.phone}`,
    ],
    notes: [t.placeOfSupply, "Tax payable on reverse charge: No", t.paidBy(t[invoice.paymentMethod])],
    columns: [
      { label: t.item, width: 175 },
      { label: t.code, width: 70 },
      { label: t.taxableValue, width: 70, align: "right" },
      { label: t.cgst(half), width: 62, align: "right" },
      { label: t.sgst(half), width: 62, align: "right" },
      { label: t.amount, width: 76.28, align: "right" },
    ],
    rows: invoice.taxLines.map((line) => [
      line.item.kind === "visit"
        ? t.visitCharge
        : line.item.kind === "part"
          ? `${line.item.name} × ${line.item.quantity}`
          : job
            ? `${t.labour}: ${job}`
            : t.labour,
      `${line.code.kind} ${line.code.value}`,
      money(line.tax.taxablePaise),
      money(line.tax.cgstPaise),
      money(line.tax.sgstPaise),
      money(line.amountPaise),
    ]),
    summary: [
      [t.taxableValue, money(invoice.taxTotals.taxablePaise)],
      [t.cgst(half), money(invoice.taxTotals.cgstPaise)],
      [t.sgst(half), money(invoice.taxTotals.sgstPaise)],
    ],
    total: [t.totalPaid, money(invoice.totalPaise)],
    footer: invoice.repairWarrantyUntil
      ? t.invoiceWarranty(formatIndiaDateLong(invoice.repairWarrantyUntil, "en"))
      : `${invoice.seller.name}, ${invoice.seller.state}.`,
  });
}
