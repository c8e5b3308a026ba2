import { and, asc, eq } from "drizzle-orm";

import { recordConsents, recordUpdatesWithdrawn } from "~/modules/privacy/consent-records.server";
import type { Database } from "../../../db/client.server";
import type { BookingCoverage, BookingStatus } from "../../../db/enums";
import { bookingEvents, bookingSlots, serviceBookings, type ServiceBooking } from "../../../db/schema";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";
import { trackServiceMessages } from "~/modules/booking/texts/en/track-service-messages";
import { serviceAppliancesText } from "~/modules/booking/texts/en/service-appliances";
import { serviceStatusText } from "~/modules/booking/texts/en/service-status";
import type { Locale } from "~/i18n/locale";
import { textIn } from "~/i18n/text";
import { enqueueNotification } from "~/modules/notify/outbox.server";
import { verifyTrackingLink } from "~/modules/notify/tracking-link.server";
import { announceBooking } from "./booking-updates.server";
import { applianceLine, coverageLabels } from "~/modules/appliances/appliance-view";
import { applianceForRepair } from "~/modules/appliances/my-appliances.server";
import { coverageOn, type WarrantyDates } from "~/modules/appliances/warranty-rules";

import { bookingAppliances, bookingBrands } from "./booking-options";
import { photoRoom, storePhotos } from "~/modules/booking/visit-pictures.server";
import type { FaultPhoto } from "~/lib/picture-upload.server";
import { faultPhotoRefusal } from "./fault-photo-refusal";
import type { Booking, RescheduleInput } from "./booking.schema";
import { generateReference, normaliseReference } from "./booking-reference";
import {
  isFreeChangeAllowed,
  slotHasStarted,
  slotsForDate,
  slotText,
  type SlotAvailability,
} from "./booking-slots";
import { repairWarrantyEndDate } from "~/modules/appliances/warranty-rules";
import { isServiceSlug } from "./repair-pricing";
import { timelineSteps, type BookingView, type TimelineEntry } from "./booking-view";
import { releasePlace, reservePlace, type Executor } from "./slot-places.server";
import { formatLongDate, todayInIndia } from "~/lib/india-time";

export type BookingOptions = {
  now: Date;
  /** Visits per slot (SLOT_CAPACITY). */
  capacity: number;
  /** Where the dealer's notification goes. */
  notifyTo: string;
};

/** The sold appliance a repair is booked for (from a verified /my-appliances link), with its warranty. */
export type RepairAppliance = { id: number; line: string } & WarrantyDates;

// Refusals travel as codes; the pages write them in their language.
export const slotFullMessage = bookingMessages.code.slotFull;
const slotStartedMessage = bookingMessages.code.slotStarted;
export const lateChangeMessage = trackServiceMessages.code.lateChange;
const notChangeableMessage = trackServiceMessages.code.notChangeable;
export const notFoundMessage = trackServiceMessages.code.notFound;

/** Which of the day's slots are open, full or already started (today). */
export async function slotAvailability(
  db: Executor,
  date: string,
  { now, capacity }: { now: Date; capacity: number },
): Promise<SlotAvailability[]> {
  const rows = await db
    .select({ slot: bookingSlots.slot, capacity: bookingSlots.capacity, booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(eq(bookingSlots.date, date));
  return slotsForDate(date).map((slot) => {
    const row = rows.find((candidate) => candidate.slot === slot);
    const remaining = Math.max(0, (row?.capacity ?? capacity) - (row?.booked ?? 0));
    const state = slotHasStarted(date, slot, now) ? "started" : remaining === 0 ? "full" : "open";
    return { slot, remaining, state };
  });
}

export type CreateBookingResult =
  | { ok: true; reference: string }
  | { ok: false; field: "slot" | "date"; reason: "full" | "started" | "past"; message: string };

export async function createBooking(
  db: Database,
  booking: Booking,
  {
    now,
    capacity,
    notifyTo,
    appliance,
    language = "en",
    photos = [],
  }: BookingOptions & { appliance?: RepairAppliance; language?: Locale; photos?: readonly FaultPhoto[] },
): Promise<CreateBookingResult> {
  if (booking.date < todayInIndia(now)) {
    return { ok: false, field: "date", reason: "past", message: bookingMessages.code.datePast };
  }
  if (slotHasStarted(booking.date, booking.slot, now)) {
    return { ok: false, field: "slot", reason: "started", message: slotStartedMessage };
  }
  return db.transaction(async (tx) => {
    if (!(await reservePlace(tx, booking.date, booking.slot, capacity))) {
      return { ok: false, field: "slot", reason: "full", message: slotFullMessage } as const;
    }
    const linked = appliance
      ? { applianceId: appliance.id, coverage: coverageOn(appliance, todayInIndia(now)) }
      : null;
    const row = await insertWithFreshReference(tx, booking, now, { ...linked, language });
    // checked against maxPhotosPerStage before: a new booking has room for them all
    if (!(await storePhotos(tx, row.id, "fault", photos, now)))
      throw new Error("too many photos of the fault");
    await recordConsents(tx, {
      phone: row.phone,
      purpose: "booking",
      subject: row.reference,
      updates: row.updatesConsent,
      now,
    });
    await tx
      .insert(bookingEvents)
      .values({ bookingId: row.id, status: "requested", message: { code: "received" }, at: now });
    await enqueueNotification(tx, {
      kind: "service_booking",
      recipient: notifyTo,
      // the dealer's reply goes to the customer, when they gave an address
      replyTo: row.email,
      subject: `New service booking ${row.reference}: ${applianceLabel(row.appliance)}, ${formatLongDate(row.date)}`,
      body: [
        bookingSummary(row, "A new service booking has arrived."),
        ...(appliance ? [`For: ${appliance.line} (booked from My Appliances)`] : []),
        ...(photos.length > 0
          ? [`Photos of the fault: ${photos.length} (on the booking in the back office)`]
          : []),
      ].join("\n"),
    });
    return { ok: true, reference: row.reference } as const;
  });
}

async function insertWithFreshReference(
  tx: Executor,
  booking: Booking,
  now: Date,
  extra: { applianceId?: number; coverage?: BookingCoverage; language: Locale },
): Promise<ServiceBooking> {
  // 40 random bits make a clash very unlikely; ON CONFLICT DO NOTHING keeps the transaction usable if one happens
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(serviceBookings)
      .values({
        reference: generateReference(),
        name: booking.name,
        phone: booking.phone,
        email: booking.email ?? null,
        appliance: booking.appliance,
        brand: booking.brand,
        issue: booking.issue,
        address: booking.address,
        pincode: booking.pincode,
        date: booking.date,
        slot: booking.slot,
        updatesConsent: booking.updates,
        ...extra,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: serviceBookings.reference })
      .returning();
    if (row) return row;
  }
  throw new Error("could not find a free booking reference");
}

export function applianceLabel(value: string): string {
  return bookingAppliances.find((option) => option.value === value)?.label ?? value;
}

export function brandLabel(value: string): string {
  return bookingBrands.find((option) => option.value === value)?.label ?? value;
}

function bookingSummary(row: ServiceBooking, headline: string): string {
  return [
    headline,
    "",
    `Reference: ${row.reference}`,
    `Name: ${row.name}`,
    `Phone: ${row.phone}`,
    ...(row.email ? [`E-mail: ${row.email}`] : []),
    `Appliance: ${applianceLabel(row.appliance)} (${brandLabel(row.brand)})`,
    `Visit: ${formatLongDate(row.date)}, ${slotText(row.slot)}`,
    `Address: ${row.address}, ${row.pincode}`,
    `Issue: ${row.issue}`,
    ...(row.coverage ? [`Warranty: ${coverageLabels[row.coverage]}`] : []),
  ].join("\n");
}

function maskAddress(address: string, pincode: string): string {
  const start = address.trim().slice(0, 6);
  return `${start}…${pincode}`;
}

const changeableStatuses: BookingStatus[] = ["requested", "confirmed", "technician_assigned"];

function changeState(row: ServiceBooking, now: Date): BookingView["change"] {
  if (!changeableStatuses.includes(row.status)) return "closed";
  return isFreeChangeAllowed(row.date, row.slot, now) ? "ok" : "late";
}

/** "LG 260 L Refrigerator, serial AB123" for a booking linked to a sold appliance, else null. */
async function linkedApplianceText(db: Executor, row: ServiceBooking): Promise<string | null> {
  if (row.applianceId === null) return null;
  const appliance = await applianceForRepair(db, row.applianceId);
  return appliance ? applianceLine(appliance) : null;
}

/** What /track-service shows of a booking, in the page's language (brand names stay as they are). */
function toView(
  row: ServiceBooking,
  events: { status: BookingStatus; at: Date }[],
  now: Date,
  linkedAppliance: string | null,
  locale: Locale,
): BookingView {
  const statusText = textIn(serviceStatusText, locale);
  const applianceText = textIn(serviceAppliancesText, locale);
  const latest = (status: BookingStatus) =>
    events
      .filter((event) => event.status === status)
      .at(-1)
      ?.at.toISOString() ?? null;
  // waiting for a part and its revisit are part of the visit under way: they show in its step
  const step = row.status === "waiting_for_parts" || row.status === "revisit" ? "in_progress" : row.status;
  const reached = timelineSteps.findIndex((status) => status === step);
  const visitLabel =
    row.status === "waiting_for_parts" && row.partsExpectedOn
      ? statusText.waitingForPartsUntil(formatLongDate(row.partsExpectedOn, locale))
      : row.status === "revisit"
        ? statusText.revisit
        : statusText.in_progress;
  let timeline: TimelineEntry[];
  if (row.status === "cancelled") {
    const happened = timelineSteps.filter((status) => latest(status) !== null);
    timeline = [
      ...happened.map((status) => ({
        status,
        label: statusText[status],
        state: "done" as const,
        at: latest(status),
      })),
      {
        status: "cancelled",
        label: statusText.cancelled,
        state: "current",
        at: row.cancelledAt?.toISOString() ?? null,
      },
    ];
  } else {
    timeline = timelineSteps.map((status, index) => ({
      status,
      label:
        status === "technician_assigned" && row.technicianName && index <= reached
          ? statusText.technicianAssignedTo(row.technicianName)
          : status === "in_progress"
            ? visitLabel
            : statusText[status],
      state:
        index < reached
          ? "done"
          : index === reached
            ? row.status === "completed"
              ? "done"
              : "current"
            : "upcoming",
      at: index <= reached ? latest(status) : null,
    }));
  }
  const warrantyEndsOn = row.completedAt ? repairWarrantyEndDate(todayInIndia(row.completedAt)) : null;
  return {
    reference: row.reference,
    phone: row.phone,
    appliance: isServiceSlug(row.appliance) ? applianceText[row.appliance] : row.appliance,
    brand: row.brand === "other" ? applianceText.other : brandLabel(row.brand),
    date: row.date,
    slot: row.slot,
    maskedAddress: maskAddress(row.address, row.pincode),
    status: row.status,
    technicianName: row.technicianName,
    visitChargePaise: row.status === "completed" ? row.visitChargePaise : null,
    completedAt: row.completedAt?.toISOString() ?? null,
    warrantyEndsOn,
    timeline,
    change: changeState(row, now),
    coverage: row.coverage,
    linkedAppliance,
    updatesConsent: row.updatesConsent,
  };
}

async function findRow(
  db: Executor,
  reference: string,
  phone: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ServiceBooking | undefined> {
  const query = db
    .select()
    .from(serviceBookings)
    .where(
      and(eq(serviceBookings.reference, normaliseReference(reference)), eq(serviceBookings.phone, phone)),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

async function loadEvents(db: Executor, bookingId: number) {
  return db
    .select({ status: bookingEvents.status, at: bookingEvents.at })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}

/** The booking for a reference and a (normalised) phone, or null: a wrong phone and a wrong reference look alike. */
export async function findBooking(
  db: Executor,
  { reference, phone }: { reference: string; phone: string },
  now: Date,
  locale: Locale = "en",
): Promise<BookingView | null> {
  const row = await findRow(db, reference, phone);
  if (!row) return null;
  return toView(row, await loadEvents(db, row.id), now, await linkedApplianceText(db, row), locale);
}

/** The reference and phone a tracking link in a message names: the link stands in for typing them. */
export async function bookingPairFromLink(
  db: Executor,
  token: string,
  { now, key }: { now: Date; key: string },
): Promise<{ reference: string; phone: string } | null> {
  const reference = verifyTrackingLink("booking", token, now, key);
  if (!reference) return null;
  const [row] = await db
    .select({ reference: serviceBookings.reference, phone: serviceBookings.phone })
    .from(serviceBookings)
    .where(eq(serviceBookings.reference, reference));
  return row ?? null;
}

/** The customer's "Stop updates": no more SMS or WhatsApp messages about this booking. */
export async function stopBookingUpdates(
  db: Database,
  pair: { reference: string; phone: string },
  now: Date,
  locale: Locale = "en",
): Promise<BookingView | null> {
  const row = await findRow(db, pair.reference, pair.phone);
  if (!row) return null;
  await db.transaction(async (tx) => {
    await tx
      .update(serviceBookings)
      .set({ updatesConsent: false, updatedAt: now })
      .where(eq(serviceBookings.id, row.id));
    await recordUpdatesWithdrawn(tx, { phone: row.phone, purpose: "booking", subject: row.reference, now });
  });
  return findBooking(db, pair, now, locale);
}

export type ChangeResult =
  | { ok: true; booking: BookingView }
  | {
      ok: false;
      reason: "not_found" | "closed" | "late" | "full" | "started" | "same" | "photos";
      message: string;
    };

function refusal(row: ServiceBooking | undefined, now: Date): ChangeResult | null {
  if (!row) return { ok: false, reason: "not_found", message: notFoundMessage };
  const state = changeState(row, now);
  if (state === "closed") return { ok: false, reason: "closed", message: notChangeableMessage };
  if (state === "late") return { ok: false, reason: "late", message: lateChangeMessage };
  return null;
}

export async function cancelBooking(
  db: Database,
  { reference, phone }: { reference: string; phone: string },
  { now, notifyTo, locale = "en" }: { now: Date; notifyTo: string; locale?: Locale },
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, reference, phone, { lock: true });
    const refused = refusal(row, now);
    if (refused || !row) return refused as ChangeResult;
    await releasePlace(tx, row.date, row.slot);
    const [updated] = await tx
      .update(serviceBookings)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(eq(serviceBookings.id, row.id))
      .returning();
    if (!updated) throw new Error("the locked booking disappeared");
    await tx
      .insert(bookingEvents)
      .values({ bookingId: row.id, status: "cancelled", message: { code: "cancelledByCustomer" }, at: now });
    await enqueueNotification(tx, {
      kind: "service_booking",
      recipient: notifyTo,
      subject: `Service booking ${row.reference} cancelled`,
      body: bookingSummary(updated, "The customer cancelled this booking online."),
    });
    await announceBooking(tx, updated, "booking_cancelled", now);
    return {
      ok: true,
      booking: toView(
        updated,
        await loadEvents(tx, row.id),
        now,
        await linkedApplianceText(tx, updated),
        locale,
      ),
    };
  });
}

/** Moves the booking to another date and slot, taking the new place before giving the old one back. */
export async function rescheduleBooking(
  db: Database,
  input: RescheduleInput,
  {
    now,
    capacity,
    notifyTo,
    locale = "en",
    photos = [],
  }: BookingOptions & { locale?: Locale; photos?: readonly FaultPhoto[] },
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const row = await findRow(tx, input.reference, input.phone, { lock: true });
    const refused = refusal(row, now);
    if (refused || !row) return refused as ChangeResult;
    if (row.date === input.date && row.slot === input.slot) {
      return { ok: false, reason: "same", message: trackServiceMessages.code.sameSlot } as const;
    }
    if (slotHasStarted(input.date, input.slot, now)) {
      return { ok: false, reason: "started", message: slotStartedMessage } as const;
    }
    if (photos.length > (await photoRoom(tx, row.id, "fault"))) {
      return { ok: false, reason: "photos", message: faultPhotoRefusal("tooMany") } as const;
    }
    if (!(await reservePlace(tx, input.date, input.slot, capacity))) {
      return { ok: false, reason: "full", message: slotFullMessage } as const;
    }
    await releasePlace(tx, row.date, row.slot);
    await storePhotos(tx, row.id, "fault", photos, now);
    const [updated] = await tx
      .update(serviceBookings)
      .set({ date: input.date, slot: input.slot, status: "requested", technicianName: null, updatedAt: now })
      .where(eq(serviceBookings.id, row.id))
      .returning();
    if (!updated) throw new Error("the locked booking disappeared");
    const moved = { code: "rescheduled", by: "customer", date: input.date, slot: input.slot } as const;
    await tx
      .insert(bookingEvents)
      .values({ bookingId: row.id, status: "requested", message: moved, at: now });
    await enqueueNotification(tx, {
      kind: "service_booking",
      recipient: notifyTo,
      subject: `Service booking ${row.reference} rescheduled`,
      body: bookingSummary(
        updated,
        `The customer moved this booking from ${formatLongDate(row.date)}, ${slotText(row.slot)}. Please confirm the new slot.`,
      ),
    });
    await announceBooking(tx, updated, "booking_rescheduled", now);
    return {
      ok: true,
      booking: toView(
        updated,
        await loadEvents(tx, row.id),
        now,
        await linkedApplianceText(tx, updated),
        locale,
      ),
    };
  });
}
