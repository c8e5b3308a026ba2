/**
 * GSTR-1 for a month balances against the documents themselves: every invoice and credit note dated in the
 * month is counted once, in the table it belongs to, and the return's sums equal the documents' to the paisa.
 * Run on PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answeredEstimate } from "../../../tests/support/visit-estimates";
import type { DatabaseHandle } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed.server";
import {
  bookingIdOf,
  moveOn,
  openServiceDesk,
  repairBooking,
  weekdayAhead,
} from "../../../tests/support/repair-bookings";
import { insertOrder } from "../../../tests/support/order-rows";
import { testBackends } from "../../../tests/support/test-database";
import { createBooking } from "~/modules/booking/booking.server";
import { completeVisit } from "~/modules/field-service/complete-visit.server";
import { loadVisitInvoice } from "~/modules/field-service/visit-invoice.server";
import { checkoutSchema, type CheckoutInput } from "~/modules/orders/checkout.schema";
import { creditNoteFigures, invoiceFigures } from "~/modules/orders/invoice-lines";
import { cancelOrder } from "~/modules/orders/order-lifecycle.server";
import { getOrderById } from "~/modules/orders/order-lookup.server";
import type { OrderView } from "~/modules/orders/order-view";
import { placeOrder } from "~/modules/orders/place-order.server";
import type { LineTax } from "~/modules/gst/line-tax";

import { buildGstr1 } from "./gstr1";
import { gstr1Csv } from "./gstr1-csv";
import { monthChallans, monthDocuments } from "./gstr1-documents.server";

const october = (day: number, hour = 6) => new Date(Date.UTC(2026, 9, day, hour));
const erode = { city: "Erode", state: "Tamil Nadu", pincode: "638011" };
const bengaluru = { city: "Bengaluru", state: "Karnataka", pincode: "560001" };
const paise = (rupees: number) => Math.round(rupees * 100);

type Net = { txval: number; iamt: number; camt: number; samt: number };
const net = (): Net => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });
function addTax(total: Net, tax: LineTax, sign: number) {
  total.txval += sign * tax.taxablePaise;
  total.iamt += sign * tax.igstPaise;
  total.camt += sign * tax.cgstPaise;
  total.samt += sign * tax.sgstPaise;
}
function addItem(total: Net, item: { txval: number; iamt: number; camt: number; samt: number }, sign = 1) {
  total.txval += sign * paise(item.txval);
  total.iamt += sign * paise(item.iamt);
  total.camt += sign * paise(item.camt);
  total.samt += sign * paise(item.samt);
}

describe.each(testBackends())("GSTR-1 on $name", (backend) => {
  let handle: DatabaseHandle;
  const orderIds: Record<string, number> = {};
  let serviceBookingId = 0;

  beforeAll(async () => {
    const desk = await openServiceDesk(backend);
    handle = desk.handle;
    await seedIfEmpty(handle.db);
    // no installation visit, so the orders need no slot
    await handle.db.update(products).set({ installation: "none", stock: 100 }).where(eq(products.id, 1));
    let key = 0;
    const order = async (
      name: string,
      where: Partial<CheckoutInput>,
      lines: { productId: number; quantity: number }[],
      now: Date,
    ) => {
      key += 1;
      const result = await placeOrder(
        handle.db,
        {
          idempotencyKey: `gstr1-${key}-${Date.now()}`,
          customer: checkoutSchema.parse({
            name: "Meena Sundaram",
            email: "meena@example.test",
            phone: "9843011111",
            address: "14, Perundurai Road, Near Collectorate",
            agreeTerms: "on",
            ...where,
          }),
          lines,
        },
        { notifyTo: "orders@example.test", now },
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      orderIds[name] = (await handle.db.query.orders.findFirst({
        where: (orders, { eq: equals }) => equals(orders.orderNumber, result.order.orderNumber),
      }))!.id;
    };
    const business = (gstin: string) => ({ gstin, businessName: "Cool Traders" });
    await order("erode", erode, [{ productId: 11, quantity: 2 }], october(1));
    await order("erodeCancelled", erode, [{ productId: 12, quantity: 1 }], october(2));
    await order("bengaluruSmall", bengaluru, [{ productId: 11, quantity: 1 }], october(3));
    await order("bengaluruLarge", bengaluru, [{ productId: 1, quantity: 4 }], october(4));
    await order("bengaluruLargeCancelled", bengaluru, [{ productId: 1, quantity: 4 }], october(5));
    await order(
      "b2b",
      { ...erode, ...business("33AAGCK1234M1ZM") },
      [{ productId: 11, quantity: 3 }],
      october(6),
    );
    await order(
      "b2bInter",
      { ...bengaluru, ...business("29AAGCB7383J1Z4") },
      [{ productId: 1, quantity: 1 }],
      october(7),
    );
    await order(
      "b2bCancelled",
      { ...erode, ...business("33AAGCK1234M1ZM") },
      [{ productId: 12, quantity: 2 }],
      october(8),
    );
    // placed in September and cancelled in October: only its credit note is October's
    await order("september", erode, [{ productId: 11, quantity: 1 }], new Date(Date.UTC(2026, 8, 30, 6)));
    // placed on 31 October at 23:00 in India: still October; cancelled on 1 November: November's note
    await order(
      "lateOctober",
      erode,
      [{ productId: 11, quantity: 1 }],
      new Date(Date.UTC(2026, 9, 31, 17, 30)),
    );
    for (const [name, day] of [
      ["erodeCancelled", 9],
      ["bengaluruLargeCancelled", 10],
      ["b2bCancelled", 11],
      ["september", 12],
    ] as const) {
      expect(await cancelOrder(handle.db, orderIds[name]!, { by: "staff", now: october(day) })).toEqual({
        ok: true,
      });
    }
    expect(
      await cancelOrder(handle.db, orderIds.lateOctober!, {
        by: "staff",
        now: new Date(Date.UTC(2026, 10, 1, 6)),
      }),
    ).toEqual({ ok: true });

    // a replacement sent at no charge in October: a delivery challan, no tax document
    await insertOrder(handle.db, 1, {
      invoiceNumber: "KHD/26-27/000001",
      replacesOrderId: orderIds.erode!,
      totalPaise: 0,
      paymentStatus: "paid",
      placedAt: october(20),
    });

    // a repair with labour and the visit charge waived, completed in October
    const booking = repairBooking(weekdayAhead(2), "morning");
    const made = await createBooking(handle.db, booking, {
      now: new Date(),
      capacity: 4,
      notifyTo: "desk@example.test",
    });
    if (!made.ok) throw new Error("booking refused");
    await moveOn(
      handle.db,
      desk.staff,
      made.reference,
      { action: "confirm" },
      { action: "assign", technicianId: desk.senthil },
      { action: "start" },
    );
    serviceBookingId = await bookingIdOf(handle.db, made.reference);
    await answeredEstimate(
      handle.db,
      { user: desk.staff, id: desk.senthil },
      serviceBookingId,
      "ac-general-service",
    );
    const done = await completeVisit(
      handle.db,
      desk.staff,
      serviceBookingId,
      { labourKey: "ac-general-service", paymentMethod: "cash" },
      { now: october(14) },
    );
    expect(done.ok).toBe(true);
  });
  afterAll(() => handle?.close());

  it("counts every document of the month once, in its table, and balances to the paisa", async () => {
    const documents = await monthDocuments(handle.db, "2026-10");
    const gstr1 = buildGstr1("33AAGCK1234M1ZM", "2026-10", documents);
    expect(gstr1).toMatchObject({ gstin: "33AAGCK1234M1ZM", fp: "102026" });

    // what the documents themselves say, read through the pages' own views
    const views: Record<string, OrderView> = {};
    for (const [name, id] of Object.entries(orderIds)) views[name] = (await getOrderById(handle.db, id))!;
    const octoberInvoices = Object.keys(views).filter((name) => name !== "september");
    const service = (await loadVisitInvoice(handle.db, serviceBookingId))!;
    const octoberNotes = ["erodeCancelled", "bengaluruLargeCancelled", "b2bCancelled", "september"].map(
      (name) => ({ view: views[name]!, note: views[name]!.creditNotes[0]! }),
    );
    const expected = net();
    for (const name of octoberInvoices) {
      for (const line of invoiceFigures(views[name]!).lines) addTax(expected, line.tax, 1);
    }
    for (const line of service.taxLines) addTax(expected, line.tax, 1);
    for (const { view, note } of octoberNotes) {
      for (const line of creditNoteFigures(view, note.lines).lines) addTax(expected, line.tax, -1);
    }

    // every document once: one by one in B2B, B2CL, CDNR, CDNUR; by count in the documents issued
    const listed = [
      ...gstr1.b2b.flatMap((buyer) => buyer.inv.map((invoice) => invoice.inum)),
      ...gstr1.b2cl.flatMap((place) => place.inv.map((invoice) => invoice.inum)),
      ...gstr1.cdnr.flatMap((buyer) => buyer.nt.map((note) => note.nt_num)),
      ...gstr1.cdnur.map((note) => note.nt_num),
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect(gstr1.b2b.flatMap((buyer) => buyer.inv.map((invoice) => invoice.inum)).sort()).toEqual(
      ["b2b", "b2bInter", "b2bCancelled"].map((name) => views[name]!.invoiceNumber).sort(),
    );
    expect(gstr1.b2cl).toEqual([
      expect.objectContaining({
        pos: "29",
        inv: ["bengaluruLarge", "bengaluruLargeCancelled"].map(
          (name): unknown => expect.objectContaining({ inum: views[name]!.invoiceNumber }) as unknown,
        ),
      }),
    ]);
    expect(gstr1.cdnr).toEqual([
      expect.objectContaining({
        ctin: "33AAGCK1234M1ZM",
        nt: [expect.objectContaining({ nt_num: views.b2bCancelled!.creditNotes[0]!.number, ntty: "C" })],
      }),
    ]);
    expect(gstr1.cdnur).toEqual([
      expect.objectContaining({ typ: "B2CL", nt_num: views.bengaluruLargeCancelled!.creditNotes[0]!.number }),
    ]);
    const issued = gstr1.doc_issue.doc_det.flatMap((entry) => entry.docs.map((range) => range.totnum));
    expect(issued.reduce((sum, count) => sum + count, 0)).toBe(
      octoberInvoices.length + 1 + octoberNotes.length,
    );
    expect(documents).toHaveLength(octoberInvoices.length + 1 + octoberNotes.length);

    // the sums: invoices less credit notes, across the tables and again across the HSN summary
    const tables = net();
    for (const buyer of gstr1.b2b)
      for (const invoice of buyer.inv) for (const item of invoice.itms) addItem(tables, item.itm_det);
    for (const place of gstr1.b2cl)
      for (const invoice of place.inv) for (const item of invoice.itms) addItem(tables, item.itm_det);
    for (const row of gstr1.b2cs) addItem(tables, row);
    for (const buyer of gstr1.cdnr)
      for (const note of buyer.nt) for (const item of note.itms) addItem(tables, item.itm_det, -1);
    for (const note of gstr1.cdnur) for (const item of note.itms) addItem(tables, item.itm_det, -1);
    expect(tables).toEqual(expected);
    const hsn = net();
    for (const row of [...gstr1.hsn.hsn_b2b, ...gstr1.hsn.hsn_b2c]) addItem(hsn, row);
    expect(hsn).toEqual(expected);

    // B2C small: within Tamil Nadu and to Karnataka, net of the note on the cancelled Erode order
    expect(gstr1.b2cs.map((row) => [row.sply_ty, row.pos, row.rt])).toEqual([
      ["INTER", "29", 18],
      ["INTRA", "33", 18],
    ]);
    // the service invoice's labour is reported under its SAC, without a quantity
    expect(gstr1.hsn.hsn_b2c).toContainEqual(
      expect.objectContaining({ hsn_sc: "998715", uqc: "NA", qty: 0 }),
    );

    // the CSV lists the same lines
    const csvLines = gstr1Csv(documents).trim().split("\r\n");
    expect(csvLines).toHaveLength(1 + documents.reduce((sum, document) => sum + document.lines.length, 0));
  });

  it("leaves a replacement's delivery challan out of the tax tables and counts it in the documents issued", async () => {
    const documents = await monthDocuments(handle.db, "2026-10");
    expect(documents.map((document) => document.number)).not.toContain("KHD/26-27/000001");
    const challans = await monthChallans(handle.db, "2026-10");
    expect(challans).toEqual(["KHD/26-27/000001"]);
    const gstr1 = buildGstr1("33AAGCK1234M1ZM", "2026-10", documents, challans);
    expect(gstr1.doc_issue.doc_det.find((entry) => entry.doc_num === 12)).toEqual({
      doc_num: 12,
      doc_typ: "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)",
      docs: [expect.objectContaining({ from: "KHD/26-27/000001", to: "KHD/26-27/000001", totnum: 1 })],
    });
  });

  it("leaves the next month's documents to the next month's return", async () => {
    const november = await monthDocuments(handle.db, "2026-11");
    expect(november.map((document) => [document.kind, document.original?.number])).toEqual([
      ["credit", (await getOrderById(handle.db, orderIds.lateOctober!))!.invoiceNumber],
    ]);
    expect(await monthDocuments(handle.db, "2026-08")).toEqual([]);
  });
});
