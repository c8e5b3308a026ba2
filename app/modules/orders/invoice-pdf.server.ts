import { textIn } from "~/i18n/text";
import { placeOfSupplyText, isGstStateCode } from "~/lib/gst-states";
import { formatIndiaDateLong } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import { visitIssueText } from "~/modules/booking/installation-visit";
import { installationVisitText } from "~/modules/booking/texts/en/installation-visit";
import type { InvoiceSeller } from "~/modules/gst/seller";
import { pdfRupees, renderTaxDocumentPdf } from "~/modules/gst/tax-document-pdf.server";
import { invoiceText } from "~/modules/orders/texts/en/invoice";

import { creditNoteFigures, invoiceFigures } from "./invoice-lines";
import type { CreditNoteView, OrderView } from "./order-view";

const money = (paise: number) => pdfRupees(formatRupeesWithPaise(paise));

/**
 * An order's tax invoice, or one of its credit notes, as an A4 PDF: the same lines and tax as the printable
 * page, in English (the language of the dealer's books).
 */
export function invoicePdf(
  order: Omit<OrderView, "upi">,
  seller: InvoiceSeller,
  creditNote?: CreditNoteView,
): Promise<Buffer> {
  const t = textIn(invoiceText, "en");
  const figures = creditNote ? creditNoteFigures(order, creditNote.lines) : invoiceFigures(order);
  const intra = figures.supply === "intra";
  const { shipping } = order;
  const buyer = order.tax.buyer;
  const date = (iso: string) => formatIndiaDateLong(iso, "en");
  const place = isGstStateCode(order.tax.placeOfSupply)
    ? placeOfSupplyText(order.tax.placeOfSupply)
    : shipping.state;
  const installation = t.service(
    order.installation
      ? visitIssueText(order.installation, textIn(installationVisitText, "en"))
      : t.installation,
  );
  const challan = creditNote ? null : order.replacesOrderNumber;
  return renderTaxDocumentPdf({
    title: creditNote ? t.creditNoteTitle : challan ? t.challanTitle : t.title,
    facts: [
      ...(creditNote
        ? ([
            [t.creditNoteNumber, creditNote.number],
            [t.date, date(creditNote.issuedAt)],
            [t.againstInvoice, order.invoiceNumber],
            [t.invoiceDate, date(order.placedAt)],
          ] as [string, string][])
        : ([
            [challan ? t.challanNumber : t.invoiceNumber, order.invoiceNumber],
            [t.date, date(order.placedAt)],
          ] as [string, string][])),
      [t.orderNumber, order.orderNumber],
    ],
    seller,
    buyer: [
      ...(buyer ? [buyer.name, `${t.buyerGstin}${buyer.gstin}`] : []),
      shipping.name,
      shipping.address,
      ...(shipping.address2 ? [shipping.address2] : []),
      `${shipping.city}, ${shipping.state} ${shipping.pincode}`,
      shipping.country,
      `${t.phone}${shipping.phone}`,
      shipping.email,
    ],
    notes: [
      `${t.placeOfSupply}${place}`,
      t.reverseCharge,
      ...(creditNote ? [creditNote.reason === "cancelled" ? t.reasonCancelled : t.reasonReturned] : []),
      ...(challan ? [t.challanNote(challan)] : []),
      t.gstIncluded,
    ],
    columns: [
      { label: "#", width: 20 },
      { label: t.item, width: 140 },
      { label: t.hsnSac, width: 62 },
      { label: t.quantity, width: 36, align: "right" },
      { label: t.unitPrice, width: 68, align: "right" },
      { label: t.taxableValue, width: 66, align: "right" },
      { label: t.gst, width: 66, align: "right" },
      { label: t.amount, width: 57.28, align: "right" },
    ],
    rows: figures.lines.map((line, index) => [
      String(index + 1),
      line.item.kind === "goods" ? line.item.title : installation,
      `${line.code.kind} ${line.code.value}`,
      `${line.quantity} ${line.unit}`,
      money(line.unitPricePaise),
      money(line.tax.taxablePaise),
      `${money(line.tax.taxPaise)}\n${intra ? `${t.cgst} ${line.ratePct / 2}% + ${t.sgst} ${line.ratePct / 2}%` : `${t.igst} ${line.ratePct}%`}`,
      money(line.amountPaise),
    ]),
    summary: [
      [t.taxableValue, money(figures.totals.taxablePaise)],
      ...((intra
        ? [
            [t.cgst, money(figures.totals.cgstPaise)],
            [t.sgst, money(figures.totals.sgstPaise)],
          ]
        : [[t.igst, money(figures.totals.igstPaise)]]) as [string, string][]),
      [t.totalTax, money(figures.totals.taxPaise)],
    ],
    total: [creditNote ? t.totalCredited : t.total, money(figures.totalPaise)],
    footer: t.footer(seller.name, seller.state),
  });
}
