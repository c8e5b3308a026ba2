import PDFDocument from "pdfkit";

import type { InvoiceSeller } from "./seller";

/** What a tax document says, ready to lay out: the goods invoice, credit note and service invoice fill it. */
export type PdfDocumentModel = {
  /** "Tax Invoice", "Credit Note". */
  title: string;
  /** Number, date and references, printed under the title. */
  facts: [string, string][];
  seller: InvoiceSeller;
  /** The buyer's name, GSTIN, address and contact, one line each. */
  buyer: string[];
  /** The heading over the buyer's lines; "Bill to / Ship to" unless given (a purchase order's supplier). */
  buyerHeading?: string;
  /** Place of supply, reverse charge, the reason of a credit note. */
  notes: string[];
  columns: { label: string; width: number; align?: "left" | "right" }[];
  rows: string[][];
  /** The tax summary and totals under the lines. */
  summary: [string, string][];
  total: [string, string];
  footer: string;
  /** Pictures printed after the document (a service invoice's photos of the work and signature): PNG or JPEG. */
  pictures?: PdfPictures;
};

export type PdfPictures = {
  title: string;
  photos: { caption: string; image: Buffer }[];
  signature: { caption: string; image: Buffer | null; note: string } | null;
};

const margin = 40;
const pageWidth = 595.28; // A4 in points
const contentWidth = pageWidth - 2 * margin;

/** Rupees as the PDF's built-in font can print them: "Rs. 1,23,456.78" (it has no ₹ glyph). */
export function pdfRupees(text: string): string {
  return text.replace(/₹/g, "Rs. ");
}

/**
 * A4 PDF of a tax document (decision 030): real text in the built-in Helvetica (selectable, searchable, no
 * font file to ship), laid out as the printable page is, ending with the seller's "Authorised signatory".
 */
export async function renderTaxDocumentPdf(model: PdfDocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin,
    info: { Title: `${model.title} ${model.facts[0]?.[1] ?? ""}`.trim(), Author: model.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => doc.on("end", resolve));

  // seller on the left, title and facts on the right
  const top = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor("#1d4ed8")
    .text(model.seller.name, margin, top, { width: 300 });
  doc.font("Helvetica").fontSize(9).fillColor("#000000");
  doc.text(model.seller.address, { width: 300 });
  doc.text(`${model.seller.phone} · ${model.seller.email}`, { width: 300 });
  doc
    .font("Helvetica-Bold")
    .text(
      `GSTIN: ${model.seller.gstin}${model.seller.gstinSample ? " (sample: not a registered GSTIN)" : ""}`,
      { width: 300 },
    );
  const leftBottom = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(model.title, margin + 320, top, { width: contentWidth - 320, align: "right" });
  doc.fontSize(9);
  for (const [label, value] of model.facts) {
    doc.font("Helvetica").text(`${label}: ${value}`, { width: contentWidth - 320, align: "right" });
  }
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc
    .moveTo(margin, doc.y)
    .lineTo(pageWidth - margin, doc.y)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.y += 10;

  // buyer and the notes
  const blockTop = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(model.buyerHeading ?? "Bill to / Ship to", margin, blockTop, { width: 250 });
  doc.font("Helvetica");
  for (const line of model.buyer) doc.text(line, { width: 250 });
  const buyerBottom = doc.y;
  doc.y = blockTop;
  for (const note of model.notes) doc.text(note, margin + 270, doc.y, { width: contentWidth - 270 });
  doc.y = Math.max(buyerBottom, doc.y) + 14;

  // the lines
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8.5);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: model.columns[index]!.width - 4 }),
    );
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - margin - 60) doc.addPage();
    const y = doc.y;
    let x = margin;
    cells.forEach((cell, index) => {
      const column = model.columns[index]!;
      doc.text(cell, x + 2, y + 3, { width: column.width - 4, align: column.align ?? "left" });
      x += column.width;
    });
    doc.y = y + height;
    doc
      .moveTo(margin, doc.y)
      .lineTo(pageWidth - margin, doc.y)
      .strokeColor(bold ? "#64748b" : "#e2e8f0")
      .stroke();
  };
  drawRow(
    model.columns.map((column) => column.label),
    true,
  );
  for (const row of model.rows) drawRow(row, false);
  doc.y += 12;

  // the summary and the total, right-aligned
  const labelX = margin + contentWidth - 300;
  for (const [label, value] of [...model.summary, model.total]) {
    const isTotal = label === model.total[0];
    doc.font(isTotal ? "Helvetica-Bold" : "Helvetica").fontSize(isTotal ? 11 : 9);
    const y = doc.y;
    doc.text(label, labelX, y, { width: 190 });
    doc.text(value, labelX + 190, y, { width: 110, align: "right" });
  }

  doc.y += 30;
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(`For ${model.seller.name}`, margin, doc.y, { width: contentWidth, align: "right" });
  doc.y += 28;
  doc.font("Helvetica-Bold").text("Authorised signatory", { width: contentWidth, align: "right" });
  doc.y += 20;
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor("#475569")
    .text(model.footer, margin, doc.y, { width: contentWidth });
  if (model.pictures) drawPictures(doc, model.pictures);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

const photoBox = { width: 160, height: 120, gap: 12 };
const signatureBox = { width: 220, height: 80 };

/** The pictures after the document: photos three to a row with their captions, then the signature. */
function drawPictures(doc: PDFKit.PDFDocument, pictures: PdfPictures) {
  const bottom = () => doc.page.height - margin;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  doc.y += 18;
  room(24 + photoBox.height);
  doc.font("Helvetica-Bold").fontSize(10).fillColor("#000000").text(pictures.title, margin, doc.y);
  doc.y += 6;
  pictures.photos.forEach((photo, index) => {
    const column = index % 3;
    if (column === 0 && index > 0) doc.y += photoBox.height + 22;
    if (column === 0) room(photoBox.height + 22);
    const x = margin + column * (photoBox.width + photoBox.gap);
    const y = doc.y;
    doc.image(photo.image, x, y, {
      fit: [photoBox.width, photoBox.height],
      align: "center",
      valign: "center",
    });
    doc
      .font("Helvetica")
      .fontSize(8)
      .text(photo.caption, x, y + photoBox.height + 4, { width: photoBox.width, align: "center" });
    doc.y = y;
  });
  if (pictures.photos.length > 0) doc.y += photoBox.height + 26;
  if (!pictures.signature) return;
  room(signatureBox.height + 40);
  const { caption, image, note } = pictures.signature;
  doc.font("Helvetica-Bold").fontSize(9).text(caption, margin, doc.y);
  doc.y += 4;
  if (image) {
    const y = doc.y;
    doc.image(image, margin, y, { fit: [signatureBox.width, signatureBox.height] });
    doc.rect(margin, y, signatureBox.width, signatureBox.height).strokeColor("#cbd5e1").stroke();
    doc.y = y + signatureBox.height + 4;
  }
  doc.font("Helvetica").fontSize(8.5).text(note, margin, doc.y, { width: contentWidth });
}

/** A tax document's PDF as a download named by its number ("KHA-26-27-000123.pdf"). */
export function pdfDownload(pdf: Buffer, documentNumber: string, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${documentNumber.replace(/\//g, "-")}.pdf"`,
    },
  });
}
