import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { brands, documentSeries, warrantyClaims } from "../../../db/schema";
import { formDataOf } from "../../../tests/support/form-data";
import { pdfText } from "../../../tests/support/pdf-text";
import { sampleBrandGstin as tamilNaduGstin } from "../../../tests/support/sample-gstin";
import { testBackends } from "../../../tests/support/test-database";
import { claimedRepair, openClaimsDesk, type Crew } from "../../../tests/support/warranty-claims";
import { buildGstr1 } from "~/modules/admin-gst/gstr1";
import { monthDocuments } from "~/modules/admin-gst/gstr1-documents.server";
import { claimInvoicePdf } from "~/modules/field-service/claim-invoice-pdf.server";
import { loadWarrantyClaim } from "~/modules/field-service/warranty-claims.server";
import { defaultSeller } from "~/modules/gst/seller";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { runClaimAction } from "./claim-actions.server";

/** A GSTIN in Tamil Nadu and one in Maharashtra, each with a valid check character, registered to nobody. */
const maharashtraGstin = "27AAACZ0000A1Z9";
const approvedOn = new Date("2026-11-20T06:30:00Z");

describe.each(testBackends())("the tax invoice to the brand for an approved claim, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let crew: Crew;

  beforeAll(async () => {
    ({ handle, owner, crew } = await openClaimsDesk(backend));
  });
  afterAll(() => handle?.close());

  const billBrandTo = (gstin: string | null) =>
    handle.db
      .update(brands)
      .set(
        gstin === null
          ? { legalName: null, gstin: null, billingAddress: null }
          : {
              legalName: "Test Brand India Private Limited",
              gstin,
              billingAddress: gstin.startsWith("33")
                ? "12 Mount Road, Chennai 600002"
                : "Plot 4, MIDC Andheri East, Mumbai 400093",
            },
      )
      .where(eq(brands.slug, "test-brand"));

  /** A claim raised for ₹1,500 of labour and one covered part (₹1,000.50: its CGST and SGST each round up). */
  const raisedClaim = async () => (await claimedRepair(handle.db, crew, 1_00_050)).bookingId;

  const run = (bookingId: number, values: Record<string, string>) =>
    runClaimAction(handle.db, owner, bookingId, formDataOf(values), approvedOn);
  const claimRow = async (bookingId: number) =>
    (await handle.db.select().from(warrantyClaims).where(eq(warrantyClaims.bookingId, bookingId)))[0]!;
  const serviceNumbersTaken = async () =>
    (await handle.db.select().from(documentSeries).where(eq(documentSeries.series, "service")))[0]
      ?.lastNumber ?? 0;

  it("refuses approval until the brand's GST registration is recorded, taking no invoice number", async () => {
    await billBrandTo(null);
    const bookingId = await raisedClaim();
    const numbers = await serviceNumbersTaken();
    expect(await run(bookingId, { intent: "approve" })).toEqual({
      status: 409,
      result: {
        ok: false,
        intent: "approve",
        message:
          "Add Test Brand's legal name, GSTIN and billing address on the Brands page first: approving the claim issues its tax invoice to Test Brand.",
      },
    });
    expect(await claimRow(bookingId)).toMatchObject({ status: "raised", invoiceNumber: null });
    expect(await serviceNumbersTaken()).toBe(numbers);
    expect((await loadWarrantyClaim(handle.db, bookingId))?.billTo).toBeNull();
  });

  it("issues a numbered B2B invoice within Tamil Nadu on approval: CGST and SGST, kept as printed", async () => {
    await billBrandTo(tamilNaduGstin);
    const bookingId = await raisedClaim();
    const before = await claimRow(bookingId);
    // ₹1,500 + ₹270 GST, ₹1,000.50 + ₹90.05 CGST + ₹90.05 SGST
    expect(before).toMatchObject({ gstPaise: 45_010, totalPaise: 2_95_060 });
    expect((await loadWarrantyClaim(handle.db, bookingId))?.billTo).toEqual({
      name: "Test Brand India Private Limited",
      gstin: tamilNaduGstin,
      address: "12 Mount Road, Chennai 600002",
    });

    expect(await run(bookingId, { intent: "approve" })).toMatchObject({ status: 200 });
    const claim = await claimRow(bookingId);
    expect(claim).toMatchObject({
      status: "approved",
      invoiceNumber: `KHS/26-27/${String(await serviceNumbersTaken()).padStart(6, "0")}`,
      invoicedAt: approvedOn,
      buyerName: "Test Brand India Private Limited",
      buyerGstin: tamilNaduGstin,
      placeOfSupply: "33",
      gstPaise: 45_010,
      totalPaise: 2_95_060,
    });
    // the invoice keeps the buyer it printed when the brand's details change
    await billBrandTo(maharashtraGstin);
    const view = await loadWarrantyClaim(handle.db, bookingId);
    expect(view?.invoice).toEqual({
      number: claim.invoiceNumber,
      issuedAt: approvedOn.toISOString(),
      buyer: {
        name: "Test Brand India Private Limited",
        gstin: tamilNaduGstin,
        address: "12 Mount Road, Chennai 600002",
      },
      placeOfSupply: "33",
    });
    expect(view?.taxTotals).toEqual({
      taxablePaise: 2_50_050,
      cgstPaise: 22_505,
      sgstPaise: 22_505,
      igstPaise: 0,
      taxPaise: 45_010,
    });
    expect(view?.booking.model).toBe("Split AC 1.5 ton");
    const pdf = await claimInvoicePdf({ ...view!, invoice: view!.invoice! }, defaultSeller);
    const text = pdfText(pdf);
    for (const printed of [
      claim.invoiceNumber!,
      "Test Brand India Private Limited",
      tamilNaduGstin,
      "Place of supply: Tamil Nadu (33)",
      claim.claimNumber,
      "Split AC 1.5 ton",
    ])
      expect(text).toContain(printed);

    // approval is not taken back once invoiced; payment still follows
    expect(await run(bookingId, { intent: "reject", reason: "Late claim" })).toEqual({
      status: 409,
      result: {
        ok: false,
        intent: "reject",
        message: `This claim is approved and invoiced as ${claim.invoiceNumber}: it can no longer be marked rejected. If the brand withdraws its approval, answer the invoice with a credit note in the accounts.`,
      },
    });
    expect(
      await run(bookingId, { intent: "paid", paidAmount: "2950.60", paidOn: "2026-11-20" }),
    ).toMatchObject({ status: 200 });
    expect(await claimRow(bookingId)).toMatchObject({ status: "paid", invoiceNumber: claim.invoiceNumber });
  });

  it("charges IGST to a brand registered in another state, the total worked out again for it", async () => {
    await billBrandTo(maharashtraGstin);
    const bookingId = await raisedClaim();
    expect(await run(bookingId, { intent: "approve" })).toMatchObject({ status: 200 });
    // 18% of ₹1,000.50 is ₹180.09 where 9% + 9% rounded each was ₹180.10
    expect(await claimRow(bookingId)).toMatchObject({
      placeOfSupply: "27",
      buyerGstin: maharashtraGstin,
      gstPaise: 45_009,
      totalPaise: 2_95_059,
    });
    const view = await loadWarrantyClaim(handle.db, bookingId);
    expect(view?.taxTotals).toEqual({
      taxablePaise: 2_50_050,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45_009,
      taxPaise: 45_009,
    });
    expect(view?.taxLines.map((line) => line.amountPaise)).toEqual([1_77_000, 1_18_059]);
  });

  it("reports the month's claim invoices in GSTR-1's B2B table under the brand's GSTIN", async () => {
    const documents = await monthDocuments(handle.db, "2026-11");
    const claims = await handle.db.select().from(warrantyClaims);
    const invoiced = claims.filter((claim) => claim.invoiceNumber !== null);
    expect(invoiced.length).toBe(2);
    for (const claim of invoiced) {
      expect(documents).toContainEqual(
        expect.objectContaining({
          kind: "invoice",
          number: claim.invoiceNumber,
          date: "2026-11-20",
          buyerGstin: claim.buyerGstin,
          placeOfSupply: claim.placeOfSupply,
          valuePaise: claim.totalPaise,
        }),
      );
    }
    const gstr1 = buildGstr1(tamilNaduGstin, "2026-11", documents);
    const igst = invoiced.find((claim) => claim.placeOfSupply === "27")!;
    expect(gstr1.b2b).toContainEqual({
      ctin: maharashtraGstin,
      inv: [
        expect.objectContaining({
          inum: igst.invoiceNumber,
          idt: "20-11-2026",
          val: 2950.59,
          pos: "27",
        }),
      ],
    });
    const invoice = gstr1.b2b.find((row) => row.ctin === maharashtraGstin)!.inv[0]!;
    expect(invoice.itms).toEqual([
      { num: 1801, itm_det: expect.objectContaining({ rt: 18, txval: 2500.5, iamt: 450.09 }) as unknown },
    ]);
  });

  it("lets one of two racing approvals issue the invoice and refuses the other", async () => {
    await billBrandTo(tamilNaduGstin);
    const bookingId = await raisedClaim();
    const numbers = await serviceNumbersTaken();
    const outcomes = await Promise.all([
      run(bookingId, { intent: "approve" }),
      run(bookingId, { intent: "approve" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
    expect(await serviceNumbersTaken()).toBe(numbers + 1);
    expect((await claimRow(bookingId)).invoiceNumber).toBe(
      `KHS/26-27/${String(numbers + 1).padStart(6, "0")}`,
    );
  });
});
