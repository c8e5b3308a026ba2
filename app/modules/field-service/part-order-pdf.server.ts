import { formatDate, formatIndiaDateLong } from "~/lib/india-time";
import type { InvoiceSeller } from "~/modules/gst/seller";
import { renderTaxDocumentPdf } from "~/modules/gst/tax-document-pdf.server";

import type { PartOrderDocument } from "./part-orders.server";

/**
 * A purchase order for the brand's parts desk as an A4 PDF (decision 058): the parts by name and quantity,
 * the day they are needed, where to deliver them, and the visit and unit they are for. No prices: the brand
 * invoices at its dealer price.
 */
export function partOrderPdf(order: PartOrderDocument, seller: InvoiceSeller): Promise<Buffer> {
  const unit = [
    order.model ?? order.appliance,
    order.serialNumber ? `serial no. ${order.serialNumber}` : null,
  ].filter((text) => text !== null);
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return renderTaxDocumentPdf({
    title: "Purchase Order",
    facts: [
      ["Order no.", order.orderNumber],
      ["Date", formatIndiaDateLong(order.orderedAt, "en")],
      ["Needed by", formatDate(order.expectedOn)],
      ["For visit", order.bookingReference],
    ],
    seller,
    buyerHeading: "To (supplier)",
    buyer: order.gstin
      ? [`${order.legalName ?? order.brand}, parts desk`, `GSTIN: ${order.gstin}`, order.billingAddress ?? ""]
      : [`${order.brand}, parts desk`],
    notes: [
      `Deliver to: ${seller.name}, ${seller.address}`,
      `For the repair of ${unit.join(", ")}${order.coverage === "in_warranty" ? `, under ${order.brand}'s warranty` : ""}.`,
      "Please quote this order number on your invoice or delivery challan.",
    ],
    columns: [
      { label: "Part", width: 415.28 },
      { label: "Quantity", width: 100, align: "right" },
    ],
    rows: order.lines.map((line) => [line.name, String(line.quantity)]),
    summary: [],
    total: ["Total quantity", String(quantity)],
    footer: `${seller.name}, ${seller.state}. A purchase order, not a tax invoice.`,
  });
}
