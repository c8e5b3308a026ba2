import sharp from "sharp";

import { textIn } from "~/i18n/text";
import { serviceGstRatePct } from "~/lib/gst";
import { formatIndiaDateLong, formatIndiaDateTime } from "~/lib/india-time";
import { formatRupeesWithPaise } from "~/lib/money";
import { signLink, verifyLink } from "~/lib/signed-link.server";
import { trackServiceText } from "~/modules/booking/texts/en/track-service";
import { visitPicturesText } from "~/modules/field-service/texts/en/visit-pictures";
import { pdfRupees, renderTaxDocumentPdf, type PdfPictures } from "~/modules/gst/tax-document-pdf.server";
import { rateCardMessages } from "~/modules/field-service/texts/en/rate-card";

import type { VisitInvoiceView } from "./job-view";
import type { VisitPictureBytes } from "~/modules/booking/visit-pictures.server";
import type { VisitPhotoStage } from "../../../db/enums";

const money = (paise: number) => pdfRupees(formatRupeesWithPaise(paise));
const purpose = "service-invoice-pdf";
const rebillPurpose = "rebill-invoice-pdf";
/** A day: the page that shows the link is opened again for a new one. */
const linkLifetimeMs = 24 * 60 * 60_000;

/** The link that downloads a visit's tax invoice as a PDF, signed for a day (booking reference inside). */
export function serviceInvoicePdfHref(reference: string, { key, now }: { key: string; now: Date }): string {
  return `/service-invoice.pdf?t=${signLink(purpose, reference, new Date(now.getTime() + linkLifetimeMs), key)}`;
}

/** The link to the invoice of a rejected claim's bill the customer paid (decision 055), signed for a day. */
export function rebillInvoicePdfHref(reference: string, { key, now }: { key: string; now: Date }): string {
  return `/service-invoice.pdf?t=${signLink(rebillPurpose, reference, new Date(now.getTime() + linkLifetimeMs), key)}`;
}

/**
 * The invoice a PDF link names: the visit's, or the claim bill's, by the booking's reference; null when the
 * link is not ours or has expired.
 */
export function serviceInvoiceOfLink(
  token: string,
  { key, now }: { key: string; now: Date },
): { reference: string; of: "visit" | "rebill" } | null {
  const visit = verifyLink(purpose, token, now, key);
  if (visit !== null) return { reference: visit, of: "visit" };
  const rebill = verifyLink(rebillPurpose, token, now, key);
  return rebill === null ? null : { reference: rebill, of: "rebill" };
}

/** The invoice's photos of the work as JPEGs the PDF can hold, and the signature's PNG. */
async function pdfPictures(
  invoice: VisitInvoiceView,
  bytes: VisitPictureBytes,
): Promise<PdfPictures | undefined> {
  const t = textIn(visitPicturesText, "en");
  const { signature } = invoice.pictures;
  if (bytes.photos.length === 0 && !signature) return undefined;
  const stageText = (stage: VisitPhotoStage) => (stage === "after" ? t.photoAfter : t.photoBefore);
  const photos = await Promise.all(
    bytes.photos.map(async (photo, index) => ({
      // numbered within its stage, as the page numbers them
      caption: t.photoAlt(
        stageText(photo.stage),
        bytes.photos.slice(0, index + 1).filter((other) => other.stage === photo.stage).length,
      ),
      image: await sharp(photo.bytes)
        .resize({ width: 480, height: 360, fit: "inside" })
        .jpeg({ quality: 70 })
        .toBuffer(),
    })),
  );
  return {
    title: t.workPhotos,
    photos,
    signature: signature && {
      caption: t.customerSignature,
      image: signature.signed ? bytes.signature : null,
      note: signature.signed
        ? t.signedOn(formatIndiaDateTime(signature.at, "en"))
        : t.notSigned(t.unsignedReason(signature.reason)),
    },
  };
}

/** A completed visit's tax invoice as an A4 PDF, in English, with the lines and tax of the page. */
export async function visitInvoicePdf(invoice: VisitInvoiceView, bytes: VisitPictureBytes): Promise<Buffer> {
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
    pictures: await pdfPictures(invoice, bytes),
  });
}
