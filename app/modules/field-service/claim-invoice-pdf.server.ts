import { serviceGstRatePct } from "~/lib/gst";
import { isGstStateCode, placeOfSupplyText } from "~/lib/gst-states";
import { formatDate, formatIndiaDateLong } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import type { InvoiceSeller } from "~/modules/gst/seller";
import { pdfRupees, renderTaxDocumentPdf } from "~/modules/gst/tax-document-pdf.server";

import { claimLineText } from "./warranty-claim-rules";
import type { WarrantyClaimView } from "./warranty-claim-view";

const money = (paise: number) => pdfRupees(formatRupeesWithPaise(paise));

/**
 * A warranty claim's tax invoice to the brand as an A4 PDF (decision 054): CGST Rule 46's fields, the
 * brand's GSTIN and place of supply, and what the brand needs to match it to its claim (claim number, its
 * service request number, the unit's serial number).
 */
export function claimInvoicePdf(
  claim: WarrantyClaimView & { invoice: NonNullable<WarrantyClaimView["invoice"]> },
  seller: InvoiceSeller,
): Promise<Buffer> {
  const { invoice, booking } = claim;
  const intra = claim.taxTotals.igstPaise === 0;
  const half = serviceGstRatePct / 2;
  const place = isGstStateCode(invoice.placeOfSupply)
    ? placeOfSupplyText(invoice.placeOfSupply)
    : invoice.placeOfSupply;
  const unit = [
    booking.model ?? booking.appliance,
    booking.serialNumber ? `serial no. ${booking.serialNumber}` : null,
    booking.purchaseDate ? `delivered ${formatDate(booking.purchaseDate)}` : null,
  ].filter((text) => text !== null);
  return renderTaxDocumentPdf({
    title: "Tax Invoice",
    facts: [
      ["Invoice no.", invoice.number],
      ["Date", formatIndiaDateLong(invoice.issuedAt, "en")],
      ["Warranty claim", claim.claimNumber],
      ...(claim.brandReference ? ([["Brand's SRN", claim.brandReference]] as [string, string][]) : []),
      ["Visit", booking.reference],
    ],
    seller,
    buyer: [invoice.buyer.name, `GSTIN: ${invoice.buyer.gstin}`, invoice.buyer.address],
    notes: [
      `Place of supply: ${place}`,
      "Tax payable on reverse charge: No",
      `Repair under ${claim.brandName}'s warranty of ${unit.join(", ")}.`,
    ],
    columns: [
      { label: "Item", width: 190 },
      { label: "HSN/SAC", width: 75 },
      { label: "Taxable value", width: 80, align: "right" },
      {
        label: intra ? `CGST ${half}% + SGST ${half}%` : `IGST ${serviceGstRatePct}%`,
        width: 85,
        align: "right",
      },
      { label: "Amount", width: 85.28, align: "right" },
    ],
    rows: claim.taxLines.map((line) => [
      claimLineText(line, claim.labourItem),
      `${line.code.kind} ${line.code.value}`,
      money(line.tax.taxablePaise),
      money(line.tax.taxPaise),
      money(line.amountPaise),
    ]),
    summary: [
      ["Taxable value", money(claim.taxTotals.taxablePaise)],
      ...((intra
        ? [
            [`CGST ${half}%`, money(claim.taxTotals.cgstPaise)],
            [`SGST ${half}%`, money(claim.taxTotals.sgstPaise)],
          ]
        : [[`IGST ${serviceGstRatePct}%`, money(claim.taxTotals.igstPaise)]]) as [string, string][]),
    ],
    total: ["Total", money(claim.totalPaise)],
    footer: `${seller.name}, ${seller.state}. The visit charge includes its GST; labour and parts have GST added.`,
  });
}
