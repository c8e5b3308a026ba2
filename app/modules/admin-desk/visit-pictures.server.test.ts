import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, serviceBookings, technicians, visitPhotos, visitSignatures } from "../../../db/schema";
import { bookingIdOf, repairBooking, weekdayAhead } from "../../../tests/support/repair-bookings";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { formDataOf } from "../../../tests/support/form-data";
import { todayInIndia } from "~/lib/india-time";
import { faultPhotosToKeep } from "~/lib/picture-upload.server";
import { erasePersonalData } from "~/modules/account/personal-data.server";
import { loadVisitInvoice } from "~/modules/field-service/visit-invoice.server";
import { addJobPhotos, photoRefusalMessage } from "~/modules/field-service/job-photos.server";
import { startVisit } from "~/modules/field-service/job-card.server";
import { notStartedMessage } from "~/modules/field-service/job-lock.server";
import { generateReference } from "~/modules/booking/booking-reference";
import { createBooking, rescheduleBooking } from "~/modules/booking/booking.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { runJobCardAction, signatureMissingMessage } from "./job-card-action.server";
import {
  readSignature,
  visitPictureHref,
  visitPictureOfLink,
  visitPictures,
} from "~/modules/booking/visit-pictures.server";

const key = "k".repeat(32);
const stroke =
  '<svg width="600" height="200"><path d="M30 160 C 200 20, 400 180, 570 40" stroke="#111" stroke-width="5" fill="none"/></svg>';

/** A phone photo as a camera writes it: a JPEG with EXIF (the camera's make and a GPS-like comment). */
function cameraPhoto(background = "#8a8") {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCam", ImageDescription: "11.3410N 77.7172E" } })
    .toBuffer();
}

const photoFile = async (name = "fault.jpg") => new File([await cameraPhoto()], name, { type: "image/jpeg" });

/** A canvas as the job card draws it: transparent, with the customer's stroke, as a PNG data URL. */
async function drawnSignature(svg = stroke) {
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: "#0000" } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

describe("reading a signature from the job card's canvas", () => {
  it("keeps a drawn one as a small grey PNG, and refuses a blank canvas, another format or garbage", async () => {
    const read = await readSignature(await drawnSignature());
    expect(read).not.toBeNull();
    const meta = await sharp(read!.png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 600, height: 200, hasAlpha: false });
    expect(read!.png.byteLength).toBeLessThan(20_000);
    expect(await readSignature(await drawnSignature("<svg width='600' height='200'></svg>"))).toBeNull();
    expect(await readSignature("data:image/png;base64,bm90IGEgcGljdHVyZQ==")).toBeNull();
    expect(await readSignature("data:text/html;base64,PGgxPg==")).toBeNull();
    expect(await readSignature(`data:image/png;base64,${"A".repeat(500_000)}`)).toBeNull();
  });
});

describe.each(testBackends())("a visit's photos and signature, on $name", (backend) => {
  let handle: DatabaseHandle;
  let tech: SignedInStaff;
  let techId: number;
  let counter = 0;

  beforeAll(async () => {
    ({ handle } = await openWithStaff(backend, { role: "owner" }));
    tech = await addStaffUser(handle.db, { role: "technician", password: null });
    const [row] = await handle.db
      .insert(technicians)
      .values({ name: "Senthil", staffUserId: tech.id })
      .returning();
    techId = row!.id;
  });
  afterAll(() => handle?.close());

  async function startedRepair() {
    counter += 1;
    const [row] = await handle.db
      .insert(serviceBookings)
      .values({
        reference: generateReference(),
        name: "Lakshmi Narayanan",
        phone: `97894${String(10000 + counter).slice(-5)}`,
        appliance: "fan",
        brand: "crompton",
        issue: "Hums, does not turn",
        address: "3/14, Sathy Road, Veerappanchatram",
        pincode: "638004",
        date: todayInIndia(),
        slot: "morning",
        status: "technician_assigned",
        technicianId: techId,
        technicianName: "Senthil",
      })
      .returning();
    return row!;
  }

  it("keeps the customer's photos of the fault at booking and on reschedule, four at most, without metadata", async () => {
    expect((await sharp(await cameraPhoto()).metadata()).exif).toBeDefined();
    const kept = await faultPhotosToKeep([
      await cameraPhoto(),
      await cameraPhoto("#a88"),
      await cameraPhoto(),
    ]);
    if (!kept.ok) throw new Error("the photos were refused");
    const booking = repairBooking(weekdayAhead(3), "morning");
    const created = await createBooking(handle.db, booking, {
      now: new Date(),
      capacity: 4,
      notifyTo: "desk@example.com",
      photos: kept.kept,
    });
    if (!created.ok) throw new Error("the booking was refused");
    const id = await bookingIdOf(handle.db, created.reference);
    const stored = await handle.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id));
    expect(stored.map((photo) => photo.stage)).toEqual(["fault", "fault", "fault"]);
    for (const photo of stored) {
      const meta = await sharp(photo.bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 800, height: 600 });
      expect(meta.exif).toBeUndefined();
    }

    const pair = { reference: created.reference, phone: booking.phone };
    const options = { now: new Date(), capacity: 4, notifyTo: "desk@example.com" };
    // two more would make five: refused, and the visit stays where it was
    const moved = await rescheduleBooking(
      handle.db,
      { ...pair, date: weekdayAhead(4), slot: "afternoon" },
      { ...options, photos: kept.kept.slice(0, 2) },
    );
    expect(moved).toMatchObject({ ok: false, reason: "photos", message: "booking-messages:photosTooMany" });
    const [still] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, id));
    expect(still).toMatchObject({ date: booking.date, slot: "morning" });
    expect(
      await rescheduleBooking(
        handle.db,
        { ...pair, date: weekdayAhead(4), slot: "afternoon" },
        { ...options, photos: kept.kept.slice(0, 1) },
      ),
    ).toMatchObject({ ok: true });
    expect(await handle.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id))).toHaveLength(4);
  });

  it("takes the technician's before and after photos only on their visit under way, four of each", async () => {
    const row = await startedRepair();
    const files = [await photoFile()];
    expect(await addJobPhotos(handle.db, techId, row.id, "before", files)).toEqual({
      ok: false,
      status: 409,
      message: notStartedMessage,
    });
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
    expect(await addJobPhotos(handle.db, techId + 1000, row.id, "before", files)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await addJobPhotos(handle.db, techId, row.id, "before", [])).toMatchObject({
      ok: false,
      status: 400,
    });
    const text = new File(["not a photo"], "note.jpg", { type: "image/jpeg" });
    expect(await addJobPhotos(handle.db, techId, row.id, "before", [text])).toEqual({
      ok: false,
      status: 422,
      message: photoRefusalMessage("unsupported"),
    });
    const four = await Promise.all([1, 2, 3, 4].map(() => photoFile()));
    expect(await addJobPhotos(handle.db, techId, row.id, "before", four.slice(0, 3))).toEqual({ ok: true });
    expect(await addJobPhotos(handle.db, techId, row.id, "before", four.slice(0, 2))).toEqual({
      ok: false,
      status: 422,
      message: photoRefusalMessage("tooMany"),
    });
    expect(await addJobPhotos(handle.db, techId, row.id, "after", four)).toEqual({ ok: true });
    expect(await addJobPhotos(handle.db, techId, row.id, "after", files)).toMatchObject({
      ok: false,
      status: 422,
    });
    const pictures = await visitPictures(handle.db, row.id, { key, now: new Date() });
    expect(pictures.photos.map((photo) => photo.stage)).toEqual([
      ...Array<string>(3).fill("before"),
      ...Array<string>(4).fill("after"),
    ]);
  });

  it("completes on the job card only with the customer's signature or why there is none, kept once", async () => {
    const row = await startedRepair();
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
    const complete = (fields: Record<string, string>) =>
      runJobCardAction(
        handle.db,
        tech,
        techId,
        row.id,
        formDataOf({ intent: "complete", labour: "none", pay: "cash", ...fields }),
      );
    expect(await complete({})).toEqual({
      ok: false,
      status: 400,
      result: { intent: "complete", message: signatureMissingMessage, field: "signature" },
    });
    expect(await complete({ unsigned: "asleep" })).toMatchObject({ ok: false, status: 400 });
    const blank = await drawnSignature("<svg width='600' height='200'></svg>");
    expect(await complete({ signature: blank })).toMatchObject({ ok: false, result: { field: "signature" } });
    const [before] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, row.id));
    expect(before?.status).toBe("in_progress");

    expect(await complete({ signature: await drawnSignature() })).toEqual({ ok: true });
    // a retry (the first answer lost on the way) keeps the first signature
    expect(await complete({ unsigned: "declined" })).toEqual({ ok: true });
    const [kept] = await handle.db
      .select()
      .from(visitSignatures)
      .where(eq(visitSignatures.bookingId, row.id));
    expect(kept).toMatchObject({ unsignedReason: null, width: 600, height: 200 });
    const invoice = await loadVisitInvoice(handle.db, row.id);
    expect(invoice?.pictures.signature).toMatchObject({ signed: true, width: 600, height: 200 });
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audits.find((entry) => entry.action === "booking.complete")?.after).toMatchObject({
      signature: "signed",
    });

    const other = await startedRepair();
    expect(await startVisit(handle.db, tech, techId, other.id, other.visitCode)).toEqual({ ok: true });
    const form = formDataOf({
      intent: "complete",
      labour: "none",
      pay: "upi",
      unsigned: "not_present",
    });
    expect(await runJobCardAction(handle.db, tech, techId, other.id, form)).toEqual({ ok: true });
    expect((await loadVisitInvoice(handle.db, other.id))?.pictures.signature).toMatchObject({
      signed: false,
      reason: "not_present",
    });
  });

  it("shows a picture only from its signed link, for a day, and erasure takes them all", async () => {
    const row = await startedRepair();
    expect(await startVisit(handle.db, tech, techId, row.id, row.visitCode)).toEqual({ ok: true });
    expect(await addJobPhotos(handle.db, techId, row.id, "after", [await photoFile()])).toEqual({ ok: true });
    const form = formDataOf({ intent: "complete", labour: "none", pay: "cash" });
    form.set("signature", await drawnSignature());
    expect(await runJobCardAction(handle.db, tech, techId, row.id, form)).toEqual({ ok: true });

    const now = new Date();
    const pictures = await visitPictures(handle.db, row.id, { key, now });
    const tokenOf = (href: string) => href.replace("/visit-pictures/", "");
    const photo = tokenOf(pictures.photos[0]!.href);
    const signature = pictures.signature?.signed ? tokenOf(pictures.signature.href) : "";
    expect(await visitPictureOfLink(handle.db, photo, { key, now })).toMatchObject({ type: "image/webp" });
    expect(await visitPictureOfLink(handle.db, signature, { key, now })).toMatchObject({ type: "image/png" });
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60_000 + 1000);
    expect(await visitPictureOfLink(handle.db, photo, { key, now: tomorrow })).toBeNull();
    expect(await visitPictureOfLink(handle.db, photo, { key: "x".repeat(32), now })).toBeNull();
    // another photo's number in a token signed for this one
    const forged = photo.replace(/^p-\d+/, `p-${pictures.photos[0]!.id + 1}`);
    expect(await visitPictureOfLink(handle.db, forged, { key, now })).toBeNull();
    const missing = visitPictureHref({ photoId: 999_999 }, { key, now });
    expect(await visitPictureOfLink(handle.db, tokenOf(missing), { key, now })).toBeNull();

    expect(await erasePersonalData(handle.db, row.phone, now)).toMatchObject({ ok: true });
    expect(await handle.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, row.id))).toEqual([]);
    expect(
      await handle.db.select().from(visitSignatures).where(eq(visitSignatures.bookingId, row.id)),
    ).toEqual([]);
    expect(await visitPictureOfLink(handle.db, signature, { key, now })).toBeNull();
  });
});
