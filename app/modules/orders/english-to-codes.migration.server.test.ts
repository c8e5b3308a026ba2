/**
 * Migrations 0009 to 0012 turn English stored as sentences into codes with their values: an order's
 * cancellation (keeping only what staff typed as the note), an installation visit's issue line, the job
 * on a service invoice and a booking's events. A row of
 * any other shape stays as it was. Run on PGlite and PostgreSQL from the schema as it was before, with rows
 * written the old way.
 */

import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { bookingEvents, orderEvents, serviceBookings, visitInvoices } from "../../../db/schema";
import { installationVisitText } from "~/modules/booking/texts/en/installation-visit";
import { textIn } from "~/i18n/text";
import { formatLongDate } from "~/lib/india-time";
import { bookingEventNote } from "~/modules/booking/booking-event-note";
import { slotText } from "~/modules/booking/booking-slots";
import { visitIssueText } from "~/modules/booking/installation-visit";
import { insertOrderRow, openBefore } from "../../../tests/support/migrations-before";
import { testBackends } from "../../../tests/support/test-database";

import { orderEventNote } from "./order-event-note";
import { toTrackedOrder } from "./tracked-order";
import { getOrderById } from "./order-lookup.server";

import "~/i18n/tamil.server";

/** An order as the schemas of 0009 to 0012 took it. */
const insertOldOrder = (handle: DatabaseHandle) =>
  insertOrderRow(handle, { status: "cancelled", paymentMethod: "upi" });

describe.each(testBackends())("migrations of stored English on $name", (backend) => {
  it("0012 reads booking events' English into codes, keeping what staff typed, and leaves other notes alone", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0012_booking_event_messages");
    try {
      await handle.db.execute(sql`
        INSERT INTO service_bookings
          (reference, name, phone, appliance, brand, issue, address, pincode, date, slot)
        VALUES ('SRV-EVNT0001', 'Lakshmi', '9843012345', 'ac', 'lg', 'Not cooling',
                '14, Brough Road, Erode', '638001', '2026-12-01', 'morning')`);
      const [booking] = await handle.db
        .select({ id: serviceBookings.id })
        .from(serviceBookings)
        .where(eq(serviceBookings.reference, "SRV-EVNT0001"));
      // written as the code before codes wrote them
      const old = [
        "Booking received",
        "Booked with the order",
        "Confirmed by the service desk",
        "Technician: Senthil Kumar",
        "Visit started",
        "Visit started: the technician is with the customer",
        "Visit completed",
        "Cancelled by the customer",
        "Cancelled by the service desk: Customer fixed it themselves",
        "The order was cancelled",
        `Rescheduled to ${formatLongDate("2026-12-01")}, ${slotText("morning")}`,
        `Rescheduled by the service desk to ${formatLongDate("2026-09-06")}, ${slotText("emergency")}`,
        "Rescheduled to whenever suits",
        "Called the customer twice",
      ];
      for (const note of old) {
        await handle.db.execute(
          sql`INSERT INTO booking_events (booking_id, status, note) VALUES (${booking!.id}, 'requested', ${note})`,
        );
      }
      await migrateRest();
      const rows = await handle.db
        .select({ message: bookingEvents.message, note: bookingEvents.note })
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking!.id))
        .orderBy(asc(bookingEvents.id));
      expect(rows).toEqual([
        { message: { code: "received" }, note: null },
        { message: { code: "bookedWithOrder" }, note: null },
        { message: { code: "confirmed" }, note: null },
        { message: { code: "technicianAssigned", name: "Senthil Kumar" }, note: null },
        { message: { code: "started", by: "desk" }, note: null },
        { message: { code: "started", by: "technician" }, note: null },
        { message: { code: "completed" }, note: null },
        { message: { code: "cancelledByCustomer" }, note: null },
        { message: { code: "cancelledByDesk" }, note: "Customer fixed it themselves" },
        { message: { code: "orderCancelled" }, note: null },
        { message: { code: "rescheduled", by: "customer", date: "2026-12-01", slot: "morning" }, note: null },
        { message: { code: "rescheduled", by: "desk", date: "2026-09-06", slot: "emergency" }, note: null },
        { message: null, note: "Rescheduled to whenever suits" },
        { message: null, note: "Called the customer twice" },
      ]);
      // the back office reads every event as it was written, and a customer's page could read it in Tamil
      expect(rows.map((row) => bookingEventNote(row, "en"))).toEqual(old);
      expect(bookingEventNote(rows[8]!, "ta")).toMatch(/^[\u0B80-\u0BFF].*: Customer fixed it themselves$/);
    } finally {
      await close();
    }
  });

  it("0011 gives invoices the rate card's key of the job named in English, and none to other names", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0011_visit_invoice_labour_keys");
    try {
      const jobs = ["Capacitor or sensor replacement", "Rewired the whole house", null];
      for (const [index, job] of jobs.entries()) {
        const reference = `SRV-INVC000${index}`;
        await handle.db.execute(sql`
          INSERT INTO service_bookings
            (reference, name, phone, appliance, brand, issue, address, pincode, date, slot, status)
          VALUES (${reference}, 'Lakshmi', '9843012345', 'ac', 'lg', 'Not cooling',
                  '14, Brough Road, Erode', '638001', '2026-12-01', 'morning', 'completed')`);
        const [booking] = await handle.db
          .select({ id: serviceBookings.id })
          .from(serviceBookings)
          .where(eq(serviceBookings.reference, reference));
        await handle.db.execute(sql`
          INSERT INTO visit_invoices
            (booking_id, invoice_number, visit_charge_paise, labour_paise, labour_item, parts_paise, gst_paise,
             total_paise, payment_method)
          VALUES (${booking!.id}, ${`SRV-INVC000${index}`}, 0, 60000, ${job}, 0, 10800, 70800, 'cash')`);
      }
      await migrateRest();
      const rows = await handle.db
        .select({ labourItem: visitInvoices.labourItem, labourKey: visitInvoices.labourKey })
        .from(visitInvoices)
        .orderBy(asc(visitInvoices.invoiceNumber));
      expect(rows).toEqual([
        { labourItem: "Capacitor or sensor replacement", labourKey: "ac-capacitor" },
        { labourItem: "Rewired the whole house", labourKey: null },
        { labourItem: null, labourKey: null },
      ]);
    } finally {
      await close();
    }
  });

  it("0010 reads installation visits' English issue lines into codes, and leaves typed issues alone", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0010_installation_issue_messages");
    try {
      const old = [
        ["installation", "Installation of LG 1.5 Ton Split AC, Samsung 7 kg Washer"],
        ["installation", "Demo of Sony Bravia 55"],
        ["installation", "Please call before coming"],
        ["repair", "Installation of my old AC went wrong"],
      ] as const;
      for (const [index, [kind, issue]] of old.entries()) {
        // one installation visit per order
        const orderId = kind === "installation" ? (await insertOldOrder(handle)).id : null;
        await handle.db.execute(sql`
          INSERT INTO service_bookings
            (reference, name, phone, appliance, brand, issue, address, pincode, date, slot, kind, order_id)
          VALUES (${`SRV-MIGR000${index}`}, 'Lakshmi', '9843012345', 'ac', 'lg', ${issue},
                  '14, Brough Road, Erode', '638001', '2026-12-01', 'morning', ${kind}, ${orderId})`);
      }
      await migrateRest();
      const rows = await handle.db
        .select({ issue: serviceBookings.issue, issueMessage: serviceBookings.issueMessage })
        .from(serviceBookings)
        .orderBy(asc(serviceBookings.reference));
      expect(rows.map((row) => row.issueMessage)).toEqual([
        { code: "installationOf", titles: "LG 1.5 Ton Split AC, Samsung 7 kg Washer" },
        { code: "demoOf", titles: "Sony Bravia 55" },
        null,
        null,
      ]);
      expect(rows.map((row) => visitIssueText(row, installationVisitText.en))).toEqual(
        old.map(([, issue]) => issue),
      );
      const tamil = textIn(installationVisitText, "ta");
      expect(visitIssueText(rows[1]!, tamil)).toMatch(/^Sony Bravia 55 .*[\u0B80-\u0BFF]/);
      expect(visitIssueText(rows[2]!, tamil)).toBe("Please call before coming");
    } finally {
      await close();
    }
  });

  it("0009 reads the stored English cancellations into codes, and keeps every row readable", async () => {
    const { handle, migrateRest, close } = await openBefore(backend, "0009_order_event_messages");
    try {
      const order = await insertOldOrder(handle);
      const old = [
        ["placed", "Order placed"],
        ["cancelled", "Cancelled by the customer"],
        ["cancelled", "Cancelled by the dealer: Customer called. Will reorder"],
        [
          "cancelled",
          "Cancelled by the customer. A refund of ₹3,200.00 is due: initiate it within 3-5 business days.",
        ],
        [
          "cancelled",
          "Cancelled by the dealer: Out of area. A refund of ₹1,23,456.50 is due: initiate it within 3-5 business days.",
        ],
        ["cancelled", "Something a script wrote long ago"],
      ] as const;
      for (const [status, note] of old) {
        await handle.db.execute(
          sql`INSERT INTO order_events (order_id, status, note) VALUES (${order.id}, ${status}, ${note})`,
        );
      }

      await migrateRest();

      const rows = await handle.db
        .select({ status: orderEvents.status, note: orderEvents.note, message: orderEvents.message })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.id));
      expect(rows).toEqual([
        { status: "placed", note: "Order placed", message: null },
        {
          status: "cancelled",
          note: null,
          message: { code: "cancelled", by: "customer", refundDuePaise: null },
        },
        {
          status: "cancelled",
          note: "Customer called. Will reorder",
          message: { code: "cancelled", by: "dealer", refundDuePaise: null },
        },
        {
          status: "cancelled",
          note: null,
          message: { code: "cancelled", by: "customer", refundDuePaise: 3_20_000 },
        },
        {
          status: "cancelled",
          note: "Out of area",
          message: { code: "cancelled", by: "dealer", refundDuePaise: 1_23_45_650 },
        },
        { status: "cancelled", note: "Something a script wrote long ago", message: null },
      ]);
      // Written out again, the English reads as it was stored, but for the refund line, which now tells the
      // customer what will happen rather than telling staff what to do; Tamil pages now get Tamil.
      const customerFacing = (note: string) =>
        note.replace("is due: initiate it within", "is due; it will be initiated within");
      expect(rows.map((row) => orderEventNote(row, "en"))).toEqual(
        old.map(([, note]) => customerFacing(note)),
      );
      const view = await getOrderById(handle.db, order.id);
      const tamil = toTrackedOrder(view!, order.accessToken, new Date(), "ta").timeline.at(-1)?.note;
      expect(tamil).toBe("Something a script wrote long ago");
      expect(orderEventNote(rows[3]!, "ta")).toMatch(/^வாடிக்கையாளர் ரத்து செய்தார். ₹3,200.00 /);
    } finally {
      await close();
    }
  });
});
