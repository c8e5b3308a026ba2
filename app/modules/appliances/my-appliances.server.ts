import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";

import { appliances, orderLines, orders, products } from "../../../db/schema";
import type { Database } from "../../../db/client.server";
import { localePath, type Locale } from "~/i18n/locale";
import { todayInIndia } from "~/lib/india-time";

import type { Executor } from "./appliance-records.server";
import { warrantyText, type MyAppliancesResult } from "./appliance-view";
import { repairLinkLifetimeMs, signRepairLink } from "./repair-link.server";
import { coverageOn } from "./warranty-rules";
import { warrantyReminderOpen } from "./warranty-reminders.server";

const record = {
  id: appliances.id,
  orderId: appliances.orderId,
  title: orderLines.title,
  image: orderLines.image,
  unit: appliances.unit,
  serialNumber: appliances.serialNumber,
  purchaseDate: appliances.purchaseDate,
  warrantyUntil: appliances.warrantyUntil,
  warrantyNote: appliances.warrantyNote,
  repairWarrantyUntil: appliances.repairWarrantyUntil,
  warrantyReminders: appliances.warrantyReminders,
  warrantyRemindedOn: appliances.warrantyRemindedOn,
  category: products.category,
  brandSlug: products.brandSlug,
};

function recordQuery(db: Executor) {
  return db
    .select(record)
    .from(appliances)
    .innerJoin(orderLines, eq(orderLines.id, appliances.orderLineId))
    .innerJoin(products, eq(products.id, appliances.productId));
}

/** The order /my-appliances found with the /track-order lookup (number and phone). */
export type FoundOrder = {
  id: number;
  orderNumber: string;
  status: MyAppliancesResult["status"];
  invoiceHref: string;
};

/**
 * /my-appliances: the appliances of an order the customer looked up, each with a signed repair link; the
 * warranty line and the links in the page's language.
 */
export async function findMyAppliances(
  db: Database,
  found: FoundOrder,
  { now, signingKey, locale = "en" }: { now: Date; signingKey: string; locale?: Locale },
): Promise<MyAppliancesResult> {
  const rows = await recordQuery(db)
    .where(eq(appliances.orderId, found.id))
    .orderBy(asc(appliances.orderLineId), asc(appliances.unit));
  const today = todayInIndia(now);
  const expiresAt = new Date(now.getTime() + repairLinkLifetimeMs);
  return {
    orderNumber: found.orderNumber,
    status: found.status,
    invoiceHref: found.invoiceHref,
    appliances: rows.map((row) => {
      const token = signRepairLink(row.id, expiresAt, signingKey);
      const link = new URLSearchParams({ appliance: token }).toString();
      return {
        id: row.id,
        title: row.title,
        image: row.image,
        serialNumber: row.serialNumber,
        purchaseDate: row.purchaseDate,
        warrantyText: warrantyText(row, today, locale),
        covered: coverageOn(row, today) === "in_warranty",
        warrantyNote: row.warrantyNote,
        repairWarrantyUntil: row.repairWarrantyUntil,
        link: token,
        warrantyReminder: warrantyReminderOpen(row, today) ? (row.warrantyReminders ? "on" : "off") : null,
        repairHref: localePath(`/book-service?${link}`, locale),
        amcOfferHref: localePath(`/amc?${link}`, locale),
        // filled in by the maintenance contracts' module (withContracts), which depends on this one
        amc: null,
      };
    }),
  };
}

/** An appliance with what a repair booking for it needs: the product and the order's contact details. */
export type ApplianceForRepair = {
  id: number;
  title: string;
  serialNumber: string | null;
  category: string;
  brandSlug: string;
  purchaseDate: string;
  warrantyUntil: string;
  repairWarrantyUntil: string | null;
  orderNumber: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  pincode: string;
};

/** The appliance for a repair booking, by id (from a verified link or a staff link), or null. */
export async function applianceForRepair(db: Executor, id: number): Promise<ApplianceForRepair | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      ...record,
      orderNumber: orders.orderNumber,
      name: orders.name,
      phone: orders.phone,
      address: sql<string>`concat_ws(', ', nullif(${orders.address}, ''), nullif(${orders.address2}, ''))`,
      city: orders.city,
      pincode: orders.pincode,
    })
    .from(appliances)
    .innerJoin(orderLines, eq(orderLines.id, appliances.orderLineId))
    .innerJoin(products, eq(products.id, appliances.productId))
    .innerJoin(orders, eq(orders.id, appliances.orderId))
    .where(eq(appliances.id, id));
  return row ?? null;
}

/** A match of the back office's appliance search. */
export type ApplianceMatch = {
  id: number;
  title: string;
  serialNumber: string | null;
  orderNumber: string;
  customer: string;
  purchaseDate: string;
  warrantyUntil: string;
  repairWarrantyUntil: string | null;
  /** The order's phone is the booking's: most likely the customer's own appliance. */
  samePhone: boolean;
};

/**
 * Staff look for the appliance a booking is for: by order number or serial number (any part of it), and
 * the appliances bought with the booking's phone number first. With no search text, only those.
 */
export async function searchAppliances(
  db: Executor,
  { query, orderNumber, phone }: { query: string; orderNumber: string; phone: string },
): Promise<ApplianceMatch[]> {
  const text = query.trim().slice(0, 60);
  const samePhone = eq(orders.phone, phone);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = text
    ? or(eq(orders.orderNumber, orderNumber), ilike(appliances.serialNumber, pattern))
    : samePhone;
  const rows = await db
    .select({
      id: appliances.id,
      title: orderLines.title,
      serialNumber: appliances.serialNumber,
      orderNumber: orders.orderNumber,
      customer: orders.name,
      purchaseDate: appliances.purchaseDate,
      warrantyUntil: appliances.warrantyUntil,
      repairWarrantyUntil: appliances.repairWarrantyUntil,
      samePhone: sql<boolean>`${orders.phone} = ${phone}`,
    })
    .from(appliances)
    .innerJoin(orderLines, eq(orderLines.id, appliances.orderLineId))
    .innerJoin(orders, eq(orders.id, appliances.orderId))
    .where(and(where))
    .orderBy(desc(sql`${orders.phone} = ${phone}`), desc(appliances.purchaseDate), asc(appliances.id))
    .limit(20);
  return rows.map((row) => ({ ...row, samePhone: Boolean(row.samePhone) }));
}
