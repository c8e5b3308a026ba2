import { and, eq, notInArray } from "drizzle-orm";

import type { VisitIssueMessage } from "../../../db/enums";
import { bookingEvents, serviceBookings, type ServiceBooking } from "../../../db/schema";
import { installationVisitText } from "~/modules/booking/texts/en/installation-visit";
import { formatLongDate } from "~/lib/india-time";

import { bookingAppliances, bookingBrands } from "./booking-options";
import { generateReference } from "./booking-reference";
import { slotText, type SlotName } from "./booking-slots";
import { bookingStatusLabels } from "./booking-view";
import { visitIssueText, type InstallationVisitView } from "./installation-visit";
import { releasePlace, type Executor } from "./slot-places.server";

export type NewInstallationVisit = {
  orderId: number;
  name: string;
  phone: string;
  email: string;
  address: string;
  pincode: string;
  /** The product's category and brand; mapped onto the booking form's lists ("other" brand when unknown). */
  category: string;
  brandSlug: string;
  /** What is installed; the booking's issue line is its English text, for the back office. */
  issueMessage: VisitIssueMessage;
  date: string;
  slot: SlotName;
  /** The order's language and its updates consent: the visit's messages follow the order's. */
  language: ServiceBooking["language"];
  updatesConsent: boolean;
  now: Date;
};

/** The booking form's appliance for a catalogue category (the same slugs), or the category itself. */
function applianceFor(category: string): string {
  return bookingAppliances.find((option) => option.value === category)?.value ?? category;
}

function brandFor(slug: string): string {
  return bookingBrands.find((option) => option.value === slug)?.value ?? "other";
}

/**
 * Writes an order's installation visit and its first event. The caller has already taken the slot's place
 * (reservePlace) in the same transaction.
 */
export async function insertInstallationVisit(
  tx: Executor,
  visit: NewInstallationVisit,
): Promise<ServiceBooking> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(serviceBookings)
      .values({
        reference: generateReference(),
        kind: "installation",
        orderId: visit.orderId,
        name: visit.name,
        phone: visit.phone,
        email: visit.email,
        appliance: applianceFor(visit.category),
        brand: brandFor(visit.brandSlug),
        issue: visitIssueText({ issue: "", issueMessage: visit.issueMessage }, installationVisitText.en),
        issueMessage: visit.issueMessage,
        address: visit.address,
        pincode: visit.pincode,
        date: visit.date,
        slot: visit.slot,
        language: visit.language,
        updatesConsent: visit.updatesConsent,
        createdAt: visit.now,
        updatedAt: visit.now,
      })
      .onConflictDoNothing({ target: serviceBookings.reference })
      .returning();
    if (row) {
      await tx.insert(bookingEvents).values({
        bookingId: row.id,
        status: "requested",
        message: { code: "bookedWithOrder" },
        at: visit.now,
      });
      return row;
    }
  }
  throw new Error("could not find a free booking reference");
}

function installationVisitView(row: ServiceBooking): InstallationVisitView {
  return {
    id: row.id,
    reference: row.reference,
    kindText:
      (row.issueMessage?.code ?? (row.issue.startsWith("Demo") ? "demoOf" : "installationOf")) === "demoOf"
        ? "Demo"
        : "Installation",
    issue: row.issue,
    issueMessage: row.issueMessage,
    date: row.date,
    dateText: formatLongDate(row.date),
    slot: row.slot,
    slotText: slotText(row.slot),
    status: row.status,
    statusText: bookingStatusLabels[row.status],
    technicianName: row.technicianName,
  };
}

/** The order's installation visit, or null when it has none. */
export async function installationVisitForOrder(
  db: Executor,
  orderId: number,
): Promise<InstallationVisitView | null> {
  const [row] = await db
    .select()
    .from(serviceBookings)
    .where(and(eq(serviceBookings.orderId, orderId), eq(serviceBookings.kind, "installation")));
  return row ? installationVisitView(row) : null;
}

/**
 * Cancels the order's installation visit with the order (its slot place freed), unless the visit has
 * already taken place or was cancelled. Run inside the order's cancellation transaction.
 */
export async function cancelInstallationVisit(tx: Executor, orderId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.orderId, orderId),
        eq(serviceBookings.kind, "installation"),
        notInArray(serviceBookings.status, ["completed", "cancelled"]),
      ),
    )
    .for("update");
  if (!row) return;
  await releasePlace(tx, row.date, row.slot);
  await tx
    .update(serviceBookings)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(eq(serviceBookings.id, row.id));
  await tx
    .insert(bookingEvents)
    .values({ bookingId: row.id, status: "cancelled", message: { code: "orderCancelled" }, at: now });
}
