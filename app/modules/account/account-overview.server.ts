import { and, desc, eq, inArray } from "drizzle-orm";

import { consentHistoryView, recordUpdatesWithdrawn } from "~/modules/privacy/consent-records.server";
import type { Database } from "../../../db/client.server";
import {
  complaints,
  creditNotes,
  orders,
  returnRequests,
  serviceBookings,
  visitInvoices,
} from "../../../db/schema";
import { localePath, type Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { formatFullDate, formatIndiaDateLong } from "~/lib/india-time";
import { formatRupees } from "~/lib/money";
import { accountText } from "~/modules/account/texts/en/account";
import { serviceAppliancesText } from "~/modules/booking/texts/en/service-appliances";
import { serviceSlotsText } from "~/modules/booking/texts/en/service-slots";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import { orderStatusText } from "~/modules/orders/texts/en/order-status";
import { returnsText } from "~/modules/orders/texts/en/returns";
import { findMyAppliances } from "~/modules/appliances/my-appliances.server";
import { serviceInvoicePdfHref } from "~/modules/field-service/visit-invoice-pdf.server";
import { trackingPath } from "~/modules/notify/tracking-link.server";
import { complaintsOfPhone, complaintStatusLabel } from "~/modules/grievance/complaints.server";
import { complaintTicket } from "~/modules/grievance/grievance-rules";
import { grievanceText } from "~/modules/grievance/texts/en/grievance";
import { returnNumber } from "~/modules/orders/return-rules";
import { invoiceHref } from "~/modules/orders/tracked-order";

import type { AccountAppliance, AccountOverview } from "./account-view";
import { addressBook } from "./saved-addresses.server";

/** How many of each a page lists: a household's years of orders, not a dealer's. */
const listLimit = 50;
/** The links on the page open their order or booking for this long (the page makes new ones each time). */
const linkLifetimeMs = 24 * 60 * 60_000;

type Options = { now: Date; key: string; locale: Locale };

/**
 * Everything of one verified mobile number: its orders (with invoices, credit notes and returns), its
 * bookings (with service invoices) and its appliances, including those made before the account existed, as
 * they are found by the number itself.
 */
export async function accountOverview(
  db: Database,
  phone: string,
  options: Options,
): Promise<AccountOverview> {
  const { now, key, locale } = options;
  const expiresAt = new Date(now.getTime() + linkLifetimeMs);
  const [orderRows, bookingRows, complaintRows, consents] = await Promise.all([
    db.select().from(orders).where(eq(orders.phone, phone)).orderBy(desc(orders.placedAt)).limit(listLimit),
    db
      .select({ booking: serviceBookings, invoiceNumber: visitInvoices.invoiceNumber })
      .from(serviceBookings)
      .leftJoin(visitInvoices, eq(visitInvoices.bookingId, serviceBookings.id))
      .where(eq(serviceBookings.phone, phone))
      .orderBy(desc(serviceBookings.date), desc(serviceBookings.id))
      .limit(listLimit),
    complaintsOfPhone(db, phone),
    consentHistoryView(db, phone, locale),
  ]);
  const orderIds = orderRows.map((row) => row.id);
  const [notes, returns] = orderIds.length
    ? await Promise.all([
        db
          .select({ orderId: creditNotes.orderId, number: creditNotes.creditNoteNumber })
          .from(creditNotes)
          .where(inArray(creditNotes.orderId, orderIds))
          .orderBy(creditNotes.id),
        db
          .select({
            id: returnRequests.id,
            orderId: returnRequests.orderId,
            kind: returnRequests.kind,
            status: returnRequests.status,
            pickupOn: returnRequests.pickupOn,
          })
          .from(returnRequests)
          .where(inArray(returnRequests.orderId, orderIds))
          .orderBy(returnRequests.id),
      ])
    : [[], []];

  const appliances: AccountAppliance[] = [];
  for (const row of orderRows.filter((order) => order.status === "delivered")) {
    const found = await findMyAppliances(
      db,
      {
        id: row.id,
        orderNumber: row.orderNumber,
        status: row.status,
        invoiceHref: invoiceHref(row.orderNumber, row.accessToken),
      },
      { now, signingKey: key, locale },
    );
    const invoice = localePath(found.invoiceHref, locale);
    appliances.push(
      ...found.appliances.map((appliance) => ({
        id: appliance.id,
        title: appliance.title,
        orderNumber: row.orderNumber,
        serialNumber: appliance.serialNumber,
        warrantyText: appliance.warrantyText,
        covered: appliance.covered,
        repairHref: appliance.repairHref,
        invoiceHref: invoice,
      })),
    );
  }

  const t = textIn(accountText, locale);
  const orderStatus = textIn(orderStatusText, locale);
  const returnStatus = textIn(returnsText, locale);
  const bookingStatus = textIn(serviceStatusText, locale);
  const applianceNames: Record<string, string> = textIn(serviceAppliancesText, locale);
  const slotNames = textIn(serviceSlotsText, locale);
  const grievance = textIn(grievanceText, locale);
  const returnLine = (request: (typeof returns)[number]) => {
    const status =
      request.status === "approved"
        ? returnStatus.approved(request.pickupOn ? formatFullDate(request.pickupOn, locale) : "")
        : returnStatus[request.status];
    return [returnNumber(request.id), t.returnKind(request.kind === "replacement"), status].join(" · ");
  };

  return {
    phone,
    consents,
    addresses: addressBook(orderRows).map((address, index) => ({
      text: [
        address.name,
        address.address,
        address.address2,
        address.city,
        `${address.state} ${address.pincode}`,
      ]
        .filter((part) => part.trim() !== "")
        .join(", "),
      checkoutHref: localePath(`/checkout?address=${index + 1}`, locale),
    })),
    orders: orderRows.map((row) => ({
      orderNumber: row.orderNumber,
      placed: t.placedOn(formatIndiaDateLong(row.placedAt, locale)),
      status: orderStatus[row.status],
      total: formatRupees(row.totalPaise),
      viewHref: trackingPath("order", row.orderNumber, locale, { key, expiresAt }),
      invoiceNumber: row.invoiceNumber,
      invoiceHref: localePath(invoiceHref(row.orderNumber, row.accessToken), locale),
      creditNotes: notes
        .filter((note) => note.orderId === row.id)
        .map((note) => ({
          number: note.number,
          href: localePath(invoiceHref(row.orderNumber, row.accessToken, note.number), locale),
        })),
      returns: returns.filter((request) => request.orderId === row.id).map(returnLine),
      updatesOn: row.updatesConsent,
    })),
    bookings: bookingRows.map(({ booking, invoiceNumber }) => ({
      reference: booking.reference,
      summary: [
        booking.kind === "installation" ? t.installation : t.repair,
        applianceNames[booking.appliance] ?? booking.appliance,
        `${formatFullDate(booking.date, locale)}, ${slotNames[booking.slot]}`,
      ].join(" · "),
      status: bookingStatus[booking.status],
      viewHref: trackingPath("booking", booking.reference, locale, { key, expiresAt }),
      invoice: invoiceNumber
        ? { number: invoiceNumber, href: serviceInvoicePdfHref(booking.reference, { key, now }) }
        : null,
      updatesOn: booking.updatesConsent,
    })),
    appliances,
    complaints: complaintRows.map((row) => ({
      ticket: complaintTicket(row.id),
      summary: [grievance[`category.${row.category}`], formatIndiaDateLong(row.receivedAt, locale)].join(
        " · ",
      ),
      status: complaintStatusLabel(row.status, locale),
      viewHref: trackingPath("complaint", complaintTicket(row.id), locale, { key, expiresAt }),
    })),
  };
}

/** The account's "Stop all updates": no more SMS, WhatsApp or e-mail updates for any order or booking of the number. */
export async function stopAllUpdates(db: Database, phone: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ updatesConsent: false, updatedAt: now })
      .where(and(eq(orders.phone, phone), eq(orders.updatesConsent, true)));
    await tx
      .update(serviceBookings)
      .set({ updatesConsent: false, updatedAt: now })
      .where(and(eq(serviceBookings.phone, phone), eq(serviceBookings.updatesConsent, true)));
    await tx
      .update(complaints)
      .set({ updatesConsent: false })
      .where(and(eq(complaints.phone, phone), eq(complaints.updatesConsent, true)));
    for (const purpose of ["order", "booking", "complaint"] as const) {
      await recordUpdatesWithdrawn(tx, { phone, purpose, now });
    }
  });
}
