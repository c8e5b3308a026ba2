/**
 * The tax invoice to the brand for a warranty claim (decision 054): issued in the service series when staff
 * record the brand's approval, made out to the brand's GST registration, with the claim's lines taxed by the
 * place of supply that registration gives (IGST Act s.12(2)(a)).
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";

import { brands, serviceBookings, warrantyClaims, type WarrantyClaim } from "../../../db/schema";
import { stateCodeOfGstin } from "~/lib/gstin";
import { partsHsnOf } from "~/lib/tax-codes";
import type { Executor } from "../booking/slot-places.server";
import { nextDocumentNumber } from "../gst/document-series.server";
import { supplyTo } from "../gst/line-tax";

import { visitInvoiceLines } from "./visit-bill";
import type { ClaimBuyer } from "./warranty-claim-view";
import { partLinesOfVisits, partsOfVisit } from "./visit-invoice.server";

/** Who a brand's claims are invoiced to; null until staff record all three on the Brands page. */
export function claimBuyerOf(brand: {
  legalName: string | null;
  gstin: string | null;
  billingAddress: string | null;
}): ClaimBuyer | null {
  const { legalName, gstin, billingAddress } = brand;
  return legalName && gstin && billingAddress ? { name: legalName, gstin, address: billingAddress } : null;
}

/** The claim's lines as its invoice prints them: the covered parts, labour and visit charge, taxed by supply. */
export function claimInvoiceLines(
  claim: Pick<WarrantyClaim, "visitChargePaise" | "labourPaise" | "sac">,
  parts: readonly { name: string; quantity: number; linePaise: number }[],
  appliance: string,
  placeOfSupply: string,
) {
  return visitInvoiceLines({
    ...claim,
    parts,
    partsHsn: partsHsnOf(appliance),
    supply: supplyTo(placeOfSupply),
  });
}

/** The parts the brand pays for on a visit, as the claim's lines name them. */
export async function claimedParts(tx: Executor, bookingId: number) {
  return (await partsOfVisit(tx, bookingId))
    .filter((part) => !part.warrantyExcluded)
    .map((part) => ({ ...part, linePaise: part.quantity * part.unitPricePaise }));
}

const claimBuyerMissing = (brandName: string) =>
  `Add ${brandName}'s legal name, GSTIN and billing address on the Brands page first: approving the claim issues its tax invoice to ${brandName}.`;

/**
 * The invoice's fields for a claim being approved, numbered in the service series (call it inside the
 * approval's transaction, after the claim's row is locked). The claim's GST and total are worked out again
 * for the place of supply: IGST rounds once where CGST and SGST round twice.
 */
export async function issueClaimInvoice(
  tx: Executor,
  claim: WarrantyClaim,
  now: Date,
): Promise<{ ok: true; change: Partial<WarrantyClaim> } | { ok: false; message: string }> {
  const [found] = await tx
    .select({ brand: brands, appliance: serviceBookings.appliance })
    .from(serviceBookings)
    .innerJoin(brands, eq(brands.slug, claim.brandSlug))
    .where(eq(serviceBookings.id, claim.bookingId));
  if (!found) throw new Error(`claim ${claim.claimNumber} has no visit`);
  const buyer = claimBuyerOf(found.brand);
  if (!buyer) return { ok: false, message: claimBuyerMissing(found.brand.name) };
  const placeOfSupply = stateCodeOfGstin(buyer.gstin);
  const figures = claimInvoiceLines(
    claim,
    await claimedParts(tx, claim.bookingId),
    found.appliance,
    placeOfSupply,
  );
  return {
    ok: true,
    change: {
      invoiceNumber: await nextDocumentNumber(tx, "service", now),
      invoicedAt: now,
      buyerName: buyer.name,
      buyerGstin: buyer.gstin,
      buyerAddress: buyer.address,
      placeOfSupply,
      gstPaise: figures.totalPaise - claim.visitChargePaise - claim.labourPaise - claim.partsPaise,
      totalPaise: figures.totalPaise,
    },
  };
}

/** The claim invoices issued in [start, end), oldest first, with the lines each prints: for the GST return. */
export async function claimInvoicesIssued(db: Executor, start: Date, end: Date) {
  const rows = await db
    .select({ claim: warrantyClaims, appliance: serviceBookings.appliance })
    .from(warrantyClaims)
    .innerJoin(serviceBookings, eq(serviceBookings.id, warrantyClaims.bookingId))
    .where(and(gte(warrantyClaims.invoicedAt, start), lt(warrantyClaims.invoicedAt, end)))
    .orderBy(asc(warrantyClaims.invoicedAt), asc(warrantyClaims.bookingId));
  const parts = await partLinesOfVisits(
    db,
    rows.map((row) => row.claim.bookingId),
    { coveredOnly: true },
  );
  return rows.map(({ claim, appliance }) => ({
    number: claim.invoiceNumber!,
    issuedAt: claim.invoicedAt!,
    buyerGstin: claim.buyerGstin!,
    placeOfSupply: claim.placeOfSupply!,
    figures: claimInvoiceLines(
      claim,
      parts.filter((part) => part.bookingId === claim.bookingId),
      appliance,
      claim.placeOfSupply!,
    ),
  }));
}
