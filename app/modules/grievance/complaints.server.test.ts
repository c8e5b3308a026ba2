import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import { auditLog, complaintPhotos, complaints, outbox, staffUsers } from "../../../db/schema";
import { testBackends } from "../../../tests/support/test-database";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { complaintCounts, complaintsBoard, performComplaintAction } from "./complaints-board.server";
import { complaintStatus, fileComplaint, findComplaint, stopComplaintUpdates } from "./complaints.server";
import { complaintDeadlines } from "./complaint-deadlines.server";
import { complaintIdOf } from "./grievance-rules";
import { complaintMessages } from "./texts/en/complaint-messages";

const codes = complaintMessages.code;
const settings = { sms: true, whatsapp: false, email: true, origin: "https://shop.example.test" };
const hour = 60 * 60_000;
// 28 November 2026, 3:30 PM in India
const now = new Date("2026-11-28T10:00:00Z");
let staff: SignedInStaff;
let owner: SignedInStaff;

let counter = 0;
/** Fresh limiters per test, so one test's complaints never throttle another's. */
function limits() {
  counter += 1;
  return {
    address: createRateLimiter({ bucket: `test-complaint-address-${counter}`, limit: 10, windowMs: hour }),
    phone: createRateLimiter({ bucket: `test-complaint-phone-${counter}`, limit: 3, windowMs: hour }),
  };
}

function complaintForm(fields: Record<string, string> = {}, photos: Buffer[] = []): FormData {
  const form = new FormData();
  const values = {
    intent: "complain",
    name: "Meena Raman",
    phone: "98430 55501",
    email: "meena@example.in",
    category: "delivery",
    reference: "ord-261120-ab2cd3",
    details: "The fridge arrived with a dent on the door and the driver would not wait.",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  for (const photo of photos) form.append("photos", new File([new Uint8Array(photo)], "photo.jpg"));
  return form;
}

describe.each(testBackends())(
  "complaints to the grievance officer on $name",
  { timeout: 120_000 },
  (backend) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await backend.open();
      const people = await handle.db
        .insert(staffUsers)
        .values([
          { username: "grievance-desk", displayName: "Desk", role: "staff", passwordHash: "x" },
          { username: "grievance-owner", displayName: "Owner", role: "owner", passwordHash: "x" },
        ])
        .returning();
      const [desk, boss] = people.map(({ id, username, displayName, role }) => ({
        id,
        username,
        displayName,
        role,
      }));
      staff = desk!;
      owner = boss!;
    });
    afterAll(async () => {
      await handle.close();
    });
    beforeEach(async () => {
      await handle.db.delete(complaints);
    });

    const file = (form: FormData, at = now, limit = limits()) =>
      fileComplaint(handle.db, form, {
        address: "203.0.113.7",
        language: "en",
        recipient: "owner@shop.example.test",
        now: at,
        settings,
        limit,
      });

    it("gives a ticket, keeps the deadlines of the rules, sends the receipt and tells the officer", async () => {
      const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#36c" } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Make: "PhoneMaker" } } })
        .toBuffer();
      const filed = await file(complaintForm({}, [photo]));
      if (!filed.ok) throw new Error(filed.message);
      expect(filed.ticket).toBe(`GRV-${filed.id}`);
      expect(complaintIdOf(` grv ${filed.id} `)).toBe(filed.id);

      const [row] = await handle.db.select().from(complaints).where(eq(complaints.id, filed.id));
      expect(row).toMatchObject({
        phone: "9843055501",
        reference: "ORD-261120-AB2CD3",
        status: "received",
        updatesConsent: true,
      });
      // 48 hours to acknowledge; one month from the date of receipt, to the end of that day in India
      expect(row!.acknowledgeBy.toISOString()).toBe("2026-11-30T10:00:00.000Z");
      expect(row!.resolveBy.toISOString()).toBe("2026-12-28T18:29:59.000Z");
      expect(complaintDeadlines(new Date("2027-01-31T04:00:00Z")).resolveBy.toISOString()).toBe(
        "2027-02-28T18:29:59.000Z",
      );

      const [kept] = await handle.db
        .select()
        .from(complaintPhotos)
        .where(eq(complaintPhotos.complaintId, filed.id));
      const metadata = await sharp(kept!.bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();

      const messages = await handle.db.select().from(outbox).orderBy(outbox.id);
      const sms = messages.find((message) => message.channel === "sms");
      expect(sms).toMatchObject({
        recipient: "9843055501",
        template: "complaint_received",
        kind: "complaint",
      });
      expect(sms!.variables?.slice(0, 2)).toEqual([filed.ticket, "Mon, 28 Dec"]);
      expect(sms!.body).toContain(`we received your complaint ${filed.ticket}`);
      expect(messages.some((m) => m.recipient === "meena@example.in" && m.channel === "email")).toBe(true);
      const officer = messages.find((m) => m.recipient === "owner@shop.example.test");
      expect(officer?.subject).toBe(`Complaint ${filed.ticket}: delivery (ORD-261120-AB2CD3)`);
      expect(officer?.replyTo).toBe("meena@example.in");

      const view = await complaintStatus(handle.db, filed.id, "en");
      expect(view).toMatchObject({ ticket: filed.ticket, status: "received", photos: 1, reply: null });
      expect(view?.resolveBy).toBe("28 December 2026");
      expect(await findComplaint(handle.db, filed.id, "9843055501")).toBe(filed.id);
      expect(await findComplaint(handle.db, filed.id, "9843055502")).toBeNull();
    });

    it("refuses bad fields, too many or broken photos, and floods, storing nothing", async () => {
      const refused = await file(
        complaintForm({ phone: "12345", category: "weather", details: "short", reference: "ABC" }),
      );
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        message: codes.fixFields,
        errors: {
          phone: codes.phoneShort,
          category: codes.categoryRequired,
          details: codes.detailsLength,
          reference: codes.referenceInvalid,
        },
      });
      const notPhoto = Buffer.from("not a picture at all");
      expect(await file(complaintForm({}, [notPhoto]))).toMatchObject({
        ok: false,
        status: 422,
        errors: { photos: codes.photoUnsupported },
      });
      const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
        .png()
        .toBuffer();
      expect(await file(complaintForm({}, [tiny, tiny, tiny, tiny, tiny]))).toMatchObject({
        ok: false,
        status: 422,
        errors: { photos: codes.tooManyPhotos },
      });

      const limit = limits();
      for (let i = 0; i < 3; i += 1) expect((await file(complaintForm(), now, limit)).ok).toBe(true);
      expect(await file(complaintForm(), now, limit)).toMatchObject({
        ok: false,
        status: 429,
        message: codes.tooManyComplaints,
      });
      expect(await handle.db.$count(complaints)).toBe(3);
    });

    it("puts overdue complaints on top, acknowledges, escalates and answers, telling the customer", async () => {
      const old = await file(complaintForm({ phone: "9843055511" }), new Date(now.getTime() - 50 * hour));
      const fresh = await file(complaintForm({ phone: "9843055512" }), now);
      if (!old.ok || !fresh.ok) throw new Error("not filed");

      const board = await complaintsBoard(handle.db, { open: true, now });
      expect(board.map((c) => c.ticket)).toEqual([old.ticket, fresh.ticket]);
      // the personal data requests are the complaints about personal data
      const dataRequest = await file(
        complaintForm({ phone: "9843055513", category: "personal-data" }),
        new Date(now.getTime() - 10 * hour),
      );
      if (!dataRequest.ok) throw new Error("not filed");
      expect(
        (await complaintsBoard(handle.db, { open: true, category: "personal-data", now })).map(
          (c) => c.ticket,
        ),
      ).toEqual([dataRequest.ticket]);
      expect(await complaintsBoard(handle.db, { open: false, category: "personal-data", now })).toEqual([]);
      await handle.db.delete(complaints).where(eq(complaints.id, dataRequest.id));
      expect(board[0]).toMatchObject({ acknowledgeOverdue: true, resolveOverdue: false });
      expect(board[1]).toMatchObject({ acknowledgeOverdue: false });
      expect(await complaintCounts(handle.db, now)).toEqual({ open: 2, overdue: 1 });
      // a month and a day later both are past their resolution date
      expect(await complaintCounts(handle.db, new Date(now.getTime() + 32 * 24 * hour))).toEqual({
        open: 2,
        overdue: 2,
      });

      const act = (user: SignedInStaff, input: Record<string, string>) =>
        performComplaintAction(
          handle.db,
          user,
          { id: "", intent: "", ...input },
          {
            now,
            settings,
            ownerAddress: "owner@shop.example.test",
          },
        );
      expect(await act(staff, { intent: "acknowledge", id: String(old.id) })).toMatchObject({ ok: true });
      expect(await act(staff, { intent: "acknowledge", id: String(old.id) })).toMatchObject({ status: 409 });
      expect((await complaintCounts(handle.db, now)).overdue).toBe(0);

      const short = await act(staff, { intent: "escalate", id: String(fresh.id), escalation: "x" });
      expect(short).toMatchObject({ status: 422 });
      expect(!short.ok && short.errors?.escalation).toBeTruthy();
      expect(
        await act(staff, { intent: "escalate", id: String(fresh.id), escalation: "Asks for a refund" }),
      ).toMatchObject({ ok: true });
      const [toOwner] = await handle.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(toOwner?.subject).toBe(`Complaint ${fresh.ticket} escalated to you`);
      const reply = "We will replace the door panel on Tuesday at no cost.";
      expect(await act(staff, { intent: "answer", id: String(fresh.id), reply })).toMatchObject({
        status: 403,
      });
      expect(await act(owner, { intent: "answer", id: String(fresh.id), reply: "ok" })).toMatchObject({
        status: 422,
      });
      expect(await act(owner, { intent: "answer", id: String(fresh.id), reply })).toMatchObject({ ok: true });
      expect(await act(owner, { intent: "answer", id: String(fresh.id), reply })).toMatchObject({
        status: 409,
      });
      expect(await act(staff, { intent: "nonsense", id: "1" })).toMatchObject({ status: 400 });
      expect(await act(staff, { intent: "answer", id: "99999999" })).toMatchObject({ status: 404 });

      const answered = await handle.db.select().from(outbox).where(eq(outbox.template, "complaint_answered"));
      expect(answered.map((m) => m.recipient)).toEqual(["9843055512", "meena@example.in"]);
      const view = await complaintStatus(handle.db, fresh.id, "en");
      expect(view).toMatchObject({ status: "resolved", reply });
      expect((await complaintsBoard(handle.db, { open: false, now })).map((c) => c.ticket)).toEqual([
        fresh.ticket,
      ]);
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entity, "complaint"));
      expect(audits.map((a) => a.action).sort()).toEqual([
        "complaint.acknowledge",
        "complaint.answer",
        "complaint.escalate",
      ]);

      // a customer who stopped the updates still sees the answer on the page, but gets no message
      await stopComplaintUpdates(handle.db, old.id);
      const before = await handle.db.$count(outbox);
      expect(await act(staff, { intent: "answer", id: String(old.id), reply })).toMatchObject({ ok: true });
      expect(await handle.db.$count(outbox)).toBe(before);
    });
  },
);
