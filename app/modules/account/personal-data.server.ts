import crypto from "node:crypto";

import { consentHistory } from "~/modules/privacy/consent-records.server";
import { eq, inArray, notInArray, or, sql } from "drizzle-orm";

import type { Database, Executor } from "../../../db/client.server";
import {
  amcContracts,
  appliances,
  complaintPhotos,
  complaints,
  consentRecords,
  contactMessages,
  creditNotes,
  customerAccounts,
  orderLines,
  orders,
  outbox,
  products,
  returnPhotos,
  visitPhotos,
  visitSignatures,
  returnRequests,
  serviceBookings,
  shortLinks,
  signInCodes,
  visitInvoices,
  claimRebills,
} from "../../../db/schema";
import { todayInIndia } from "~/lib/india-time";
import { recordSystemAudit } from "~/modules/staff/audit.server";
import { complaintTicket } from "~/modules/grievance/grievance-rules";
import { returnNumber } from "~/modules/orders/return-rules";

/** What an erased text field holds: the row stays (a count, a tax document), the words do not. */
export const erasedText = "[erased]";
/** What an erased mobile number holds: no form accepts it, so no lookup or sign-in ever finds the row. */
export const erasedPhone = "erased";

/**
 * The last day GST law keeps an invoice of `placedAt`: CGST Act 2017, section 36 keeps accounts and records
 * "until the expiry of seventy-two months from the due date of furnishing of annual return" for the year,
 * and the annual return (GSTR-9) is due on 31 December after the financial year ends (April to March).
 */
export function taxRecordsKeptUntil(placedAt: Date): string {
  const [year = 0, month = 1] = todayInIndia(placedAt).split("-").map(Number);
  const yearEnds = month >= 4 ? year + 1 : year;
  return `${yearEnds + 6}-12-31`;
}

const contactPhoneMatches = (phone: string) =>
  sql`right(regexp_replace(${contactMessages.phone}, '\\D', '', 'g'), 10) = ${phone}`;

/**
 * Everything the shop holds about one mobile number, as the customer downloads it from their account
 * (DPDP Act 2023, section 11: a summary of the personal data and of its processing). Found by the number, so
 * guest orders and bookings made before the account are in it; nothing of another number is.
 */
export async function exportPersonalData(db: Database, phone: string, now = new Date()) {
  const [account] = await db.select().from(customerAccounts).where(eq(customerAccounts.phone, phone));
  const orderRows = await db.select().from(orders).where(eq(orders.phone, phone)).orderBy(orders.id);
  const orderIds = orderRows.map((row) => row.id);
  const some = orderIds.length > 0;
  const [lines, notes, returns, units] = await Promise.all([
    some
      ? db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.id)
      : [],
    some
      ? db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds)).orderBy(creditNotes.id)
      : [],
    some
      ? db
          .select()
          .from(returnRequests)
          .where(inArray(returnRequests.orderId, orderIds))
          .orderBy(returnRequests.id)
      : [],
    some
      ? db
          .select({ unit: appliances, title: products.title })
          .from(appliances)
          .innerJoin(products, eq(products.id, appliances.productId))
          .where(inArray(appliances.orderId, orderIds))
          .orderBy(appliances.id)
      : [],
  ]);
  const bookings = await db
    .select({
      booking: serviceBookings,
      invoice: visitInvoices.invoiceNumber,
      rebill: { status: claimRebills.status, invoiceNumber: claimRebills.invoiceNumber },
    })
    .from(serviceBookings)
    .leftJoin(visitInvoices, eq(visitInvoices.bookingId, serviceBookings.id))
    .leftJoin(claimRebills, eq(claimRebills.bookingId, serviceBookings.id))
    .where(eq(serviceBookings.phone, phone))
    .orderBy(serviceBookings.id);
  const complaintRows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.phone, phone))
    .orderBy(complaints.id);
  const contracts = await db
    .select()
    .from(amcContracts)
    .where(eq(amcContracts.phone, phone))
    .orderBy(amcContracts.id);
  const contact = await db
    .select()
    .from(contactMessages)
    .where(contactPhoneMatches(phone))
    .orderBy(contactMessages.id);
  const emails = [
    ...new Set(
      [
        ...orderRows.map((row) => row.email),
        ...bookings.map((row) => row.booking.email),
        ...complaintRows.map((row) => row.email),
      ].filter((email): email is string => !!email),
    ),
  ];
  const messages = await db
    .select({
      channel: outbox.channel,
      to: outbox.recipient,
      subject: outbox.subject,
      text: outbox.body,
      status: outbox.status,
      queuedAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(inArray(outbox.recipient, [phone, ...emails]))
    .orderBy(outbox.id);

  return {
    about:
      "Everything Kaveri Home Appliances holds about this mobile number: your account, orders, invoices, returns, appliances, maintenance contracts, service visits, complaints, messages to us, the updates we sent you and what you agreed to.",
    generatedAt: now.toISOString(),
    mobile: phone,
    account: account ? { createdAt: account.createdAt.toISOString() } : null,
    orders: orderRows.map((row) => ({
      orderNumber: row.orderNumber,
      invoiceNumber: row.invoiceNumber,
      placedAt: row.placedAt.toISOString(),
      status: row.status,
      payment: { method: row.paymentMethod, status: row.paymentStatus },
      name: row.name,
      email: row.email,
      address: [row.address, row.address2, row.city, row.state, row.pincode, row.country]
        .filter(Boolean)
        .join(", "),
      business: row.buyerGstin ? { gstin: row.buyerGstin, name: row.buyerBusinessName } : null,
      totalRupees: row.totalPaise / 100,
      updatesConsent: row.updatesConsent,
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          title: line.title,
          quantity: line.quantity,
          unitPriceRupees: line.unitPricePaise / 100,
        })),
      creditNotes: notes.filter((note) => note.orderId === row.id).map((note) => note.creditNoteNumber),
      returns: returns
        .filter((request) => request.orderId === row.id)
        .map((request) => ({
          number: returnNumber(request.id),
          kind: request.kind,
          reason: request.reason,
          details: request.details,
          status: request.status,
        })),
    })),
    appliances: units.map(({ unit, title }) => ({
      title,
      serialNumber: unit.serialNumber,
      purchaseDate: unit.purchaseDate,
      warrantyUntil: unit.warrantyUntil,
      warrantyReminder: unit.warrantyReminders,
    })),
    maintenanceContracts: contracts.map((row) => ({
      contractNumber: row.contractNumber,
      plan: row.planName,
      priceRupees: row.pricePaise / 100,
      status: row.status,
      name: row.name,
      address: row.address,
      placedAt: row.placedAt.toISOString(),
      cover: row.startsOn && row.endsOn ? { from: row.startsOn, until: row.endsOn } : null,
      payment: row.paymentMethod ? { method: row.paymentMethod, reference: row.paymentReference } : null,
      invoiceNumber: row.invoiceNumber,
      remindersConsent: row.remindersConsent,
    })),
    serviceBookings: bookings.map(({ booking, invoice, rebill }) => ({
      reference: booking.reference,
      kind: booking.kind,
      name: booking.name,
      email: booking.email,
      address: `${booking.address}, ${booking.pincode}`,
      appliance: booking.appliance,
      brand: booking.brand,
      issue: booking.issue,
      date: booking.date,
      slot: booking.slot,
      status: booking.status,
      diagnosis: booking.diagnosis,
      rating: booking.rating,
      ratingComment: booking.ratingComment,
      serviceInvoice: invoice,
      // a warranty claim the manufacturer rejected, billed to the customer with their approval (decision 055)
      claimBill: rebill?.status ? { status: rebill.status, invoiceNumber: rebill.invoiceNumber } : null,
      updatesConsent: booking.updatesConsent,
    })),
    complaints: complaintRows.map((row) => ({
      ticket: complaintTicket(row.id),
      name: row.name,
      email: row.email,
      category: row.category,
      reference: row.reference,
      description: row.description,
      status: row.status,
      receivedAt: row.receivedAt.toISOString(),
      reply: row.reply,
    })),
    messagesToUs: contact.map((row) => ({
      name: row.name,
      phone: row.phone,
      email: row.email,
      topic: row.topic,
      message: row.message,
      sentAt: row.createdAt.toISOString(),
    })),
    updatesWeSent: messages.map((row) => ({
      ...row,
      queuedAt: row.queuedAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    consents: (await consentHistory(db, phone)).map((row) => ({
      purpose: row.purpose,
      scope: row.scope,
      given: row.given,
      about: row.subject,
      noticeVersion: row.noticeVersion,
      at: row.at.toISOString(),
    })),
  };
}

export type ErasureOutcome =
  | { ok: false; open: true }
  | {
      ok: true;
      /** The last day tax documents that name the customer are kept, or null when there are none. */
      taxRecordsUntil: string | null;
    };

const openOrder = notInArray(orders.status, ["delivered", "cancelled"]);

/** Whether anything of the number is still under way: erasing it then would strand a delivery or visit. */
async function hasOpenItems(tx: Executor, phone: string, today: string): Promise<boolean> {
  const [row] = (
    (await tx.execute(sql`
      SELECT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.phone} = ${phone} AND ${openOrder})
          OR EXISTS (SELECT 1 FROM ${serviceBookings} WHERE ${serviceBookings.phone} = ${phone}
                     AND ${serviceBookings.status} NOT IN ('completed', 'cancelled'))
          OR EXISTS (SELECT 1 FROM ${complaints} WHERE ${complaints.phone} = ${phone}
                     AND ${complaints.status} <> 'resolved')
          OR EXISTS (SELECT 1 FROM ${returnRequests} JOIN ${orders} ON ${orders.id} = ${returnRequests.orderId}
                     WHERE ${orders.phone} = ${phone} AND ${returnRequests.status} IN ('requested', 'approved'))
          OR EXISTS (SELECT 1 FROM ${claimRebills} JOIN ${serviceBookings} ON ${serviceBookings.id} = ${claimRebills.bookingId}
                     WHERE ${serviceBookings.phone} = ${phone} AND ${claimRebills.status} IN ('asked', 'approved'))
          OR EXISTS (SELECT 1 FROM ${amcContracts} WHERE ${amcContracts.phone} = ${phone}
                     AND (${amcContracts.status} = 'pending'
                          OR (${amcContracts.status} = 'active' AND ${amcContracts.endsOn} >= ${today})))
        AS open`)) as { rows: { open: boolean }[] }
  ).rows;
  return row?.open === true;
}

/**
 * The customer's erasure (DPDP Act 2023, section 12(3)): every personal field of the number is erased or
 * anonymised, except what GST law makes us keep on tax documents (the buyer's name and address on goods and
 * service invoices, credit notes and delivery challans, CGST Rules 46, 53 and 55) until the date it says
 * (taxRecordsKeptUntil). The account and its sessions, sign-in codes, contact messages and photos go; the
 * number, e-mail, issue texts, serial numbers and message texts are erased on the rows that stay. Refused
 * while an order, visit, return or complaint is under way, a maintenance contract waits for payment or
 * runs, or a rejected claim's bill waits for the customer's answer or payment. Recorded in the audit log
 * without the number.
 */
export async function erasePersonalData(
  db: Database,
  phone: string,
  now = new Date(),
): Promise<ErasureOutcome> {
  return db.transaction(async (tx) => {
    // one erasure at a time for a number, and none while a checkout for it commits
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`erase:${phone}`}))`);
    if (await hasOpenItems(tx, phone, todayInIndia(now))) return { ok: false, open: true } as const;

    const orderRows = await tx
      .select({ id: orders.id, number: orders.orderNumber, email: orders.email, placedAt: orders.placedAt })
      .from(orders)
      .where(eq(orders.phone, phone));
    const bookingRows = await tx
      .select({
        id: serviceBookings.id,
        reference: serviceBookings.reference,
        email: serviceBookings.email,
        invoiced: sql<boolean>`${visitInvoices.bookingId} IS NOT NULL OR ${claimRebills.invoiceNumber} IS NOT NULL`,
        visitInvoicedAt: visitInvoices.createdAt,
        claimBillPaidAt: claimRebills.paidAt,
      })
      .from(serviceBookings)
      .leftJoin(visitInvoices, eq(visitInvoices.bookingId, serviceBookings.id))
      .leftJoin(claimRebills, eq(claimRebills.bookingId, serviceBookings.id))
      .where(eq(serviceBookings.phone, phone));
    const complaintRows = await tx
      .select({ id: complaints.id, email: complaints.email })
      .from(complaints)
      .where(eq(complaints.phone, phone));
    const orderIds = orderRows.map((row) => row.id);
    const emails = [
      ...new Set(
        [...orderRows, ...bookingRows, ...complaintRows]
          .map((row) => row.email)
          .filter((email): email is string => !!email),
      ),
    ];

    for (const row of orderRows) {
      // name and address stay: the invoice (or challan) names the buyer; the link secret changes, so old
      // links to the order and invoice no longer open them
      await tx
        .update(orders)
        .set({
          phone: erasedPhone,
          email: "",
          accessToken: crypto.randomBytes(24).toString("base64url"),
          updatesConsent: false,
          updatedAt: now,
        })
        .where(eq(orders.id, row.id));
    }
    const units =
      orderIds.length > 0
        ? await tx
            .update(appliances)
            .set({ serialNumber: null, warrantyReminders: false, updatedAt: now })
            .where(inArray(appliances.orderId, orderIds))
            .returning({ id: appliances.id })
        : [];
    if (orderIds.length > 0) {
      const returns = await tx
        .update(returnRequests)
        .set({ details: null, updatedAt: now })
        .where(inArray(returnRequests.orderId, orderIds))
        .returning({ id: returnRequests.id });
      if (returns.length > 0) {
        await tx.delete(returnPhotos).where(
          inArray(
            returnPhotos.returnId,
            returns.map((request) => request.id),
          ),
        );
      }
    }
    if (bookingRows.length > 0) {
      // photos show the customer's home, and a signature is theirs alone: neither is part of the invoice GST needs
      const ids = bookingRows.map((booking) => booking.id);
      await tx.delete(visitPhotos).where(inArray(visitPhotos.bookingId, ids));
      await tx.delete(visitSignatures).where(inArray(visitSignatures.bookingId, ids));
    }
    for (const booking of bookingRows) {
      await tx
        .update(serviceBookings)
        .set({
          phone: erasedPhone,
          email: null,
          issue: erasedText,
          ratingComment: null,
          updatesConsent: false,
          updatedAt: now,
          // a visit with a service invoice keeps the name and address the invoice shows
          ...(booking.invoiced ? {} : { name: erasedText, address: erasedText }),
        })
        .where(eq(serviceBookings.id, booking.id));
    }
    if (complaintRows.length > 0) {
      const ids = complaintRows.map((row) => row.id);
      await tx.delete(complaintPhotos).where(inArray(complaintPhotos.complaintId, ids));
      await tx
        .update(complaints)
        .set({
          name: erasedText,
          phone: erasedPhone,
          email: null,
          description: erasedText,
          reference: null,
          updatesConsent: false,
        })
        .where(inArray(complaints.id, ids));
    }
    // ended or cancelled maintenance contracts: an invoiced one keeps the name and address its invoice shows
    const contractRows = await tx
      .select({ id: amcContracts.id, number: amcContracts.contractNumber, paidAt: amcContracts.paidAt })
      .from(amcContracts)
      .where(eq(amcContracts.phone, phone));
    for (const contract of contractRows) {
      await tx
        .update(amcContracts)
        .set({
          phone: erasedPhone,
          remindersConsent: false,
          accessToken: crypto.randomBytes(24).toString("base64url"),
          updatedAt: now,
          ...(contract.paidAt ? {} : { name: erasedText, address: erasedText }),
        })
        .where(eq(amcContracts.id, contract.id));
    }
    const contactGone = await tx
      .delete(contactMessages)
      .where(contactPhoneMatches(phone))
      .returning({ id: contactMessages.id });
    // the updates sent to the customer, and the dealer's own e-mails about them (which quote the number)
    await tx
      .update(outbox)
      .set({
        recipient: erasedPhone,
        body: erasedText,
        variables: sql`CASE WHEN ${outbox.variables} IS NULL THEN NULL ELSE '[]'::jsonb END`,
        replyTo: null,
        // one still waiting is never sent
        status: sql`CASE WHEN ${outbox.status} = 'pending' THEN 'failed' ELSE ${outbox.status} END`,
        lastError: sql`CASE WHEN ${outbox.status} = 'pending' THEN 'Erased at the customer''s request.' ELSE ${outbox.lastError} END`,
      })
      .where(inArray(outbox.recipient, [phone, ...emails]));
    await tx
      .update(outbox)
      .set({ body: erasedText, replyTo: null })
      .where(
        or(
          sql`regexp_replace(${outbox.body}, '[[:space:]-]', '', 'g') LIKE ${`%${phone}%`}`,
          ...(emails.length > 0 ? [inArray(outbox.replyTo, emails)] : []),
        ),
      );
    const subjects = [
      ...orderRows.map((row) => row.number),
      ...bookingRows.map((row) => row.reference),
      ...complaintRows.map((row) => complaintTicket(row.id)),
      ...contractRows.map((row) => row.number),
      // a warranty reminder's link names the appliance by its number
      ...units.map((unit) => String(unit.id)),
    ];
    if (subjects.length > 0) await tx.delete(shortLinks).where(inArray(shortLinks.subject, subjects));
    await tx.delete(signInCodes).where(eq(signInCodes.phone, phone));
    // what was agreed stays provable, without saying by whom
    await tx.update(consentRecords).set({ phone: erasedPhone }).where(eq(consentRecords.phone, phone));
    const [account] = await tx
      .delete(customerAccounts)
      .where(eq(customerAccounts.phone, phone))
      .returning({ id: customerAccounts.id });

    const invoiced = [
      ...orderRows.map((row) => row.placedAt),
      ...bookingRows.flatMap((row) => [row.visitInvoicedAt, row.claimBillPaidAt].filter((at) => at !== null)),
      ...contractRows.flatMap((row) => (row.paidAt ? [row.paidAt] : [])),
    ];
    const taxRecordsUntil = invoiced.length > 0 ? invoiced.map(taxRecordsKeptUntil).sort().at(-1)! : null;
    await recordSystemAudit(tx, "customer (erasure from the account)", {
      action: "personal-data.erase",
      entity: "customer_account",
      entityId: account?.id ?? 0,
      before: null,
      after: {
        orders: orderRows.length,
        bookings: bookingRows.length,
        complaints: complaintRows.length,
        maintenanceContracts: contractRows.length,
        contactMessages: contactGone.length,
        taxRecordsUntil,
      },
    });
    return { ok: true, taxRecordsUntil } as const;
  });
}
