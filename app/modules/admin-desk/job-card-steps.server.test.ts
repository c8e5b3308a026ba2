import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../../../db/client.server";
import {
  jobCardSteps,
  serviceBookings,
  spareParts,
  technicians,
  visitParts,
  visitPhotos,
} from "../../../db/schema";
import { addStaffUser, openWithStaff } from "../../../tests/support/staff-accounts";
import { testBackends } from "../../../tests/support/test-database";
import { formDataOf } from "../../../tests/support/form-data";
import { todayInIndia } from "~/lib/india-time";
import { generateReference } from "~/modules/booking/booking-reference";
import { changeBookingAsStaff } from "~/modules/booking/staff-booking-change.server";
import { loadJobCard } from "~/modules/field-service/job-card.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import { queuedStepMessages } from "./job-card-action";
import { runQueuedStep } from "./job-card-steps.server";

const photo = async () =>
  new File(
    [
      await sharp({ create: { width: 400, height: 300, channels: 3, background: "#8a8" } })
        .jpeg()
        .toBuffer(),
    ],
    "before.jpg",
    { type: "image/jpeg" },
  );

describe.each(testBackends())("steps sent from the job card's offline queue, on $name", (backend) => {
  let handle: DatabaseHandle;
  let owner: SignedInStaff;
  let tech: SignedInStaff;
  let techId: number;
  let otherTechId: number;
  let counter = 0;

  beforeAll(async () => {
    ({ handle, staff: owner } = await openWithStaff(backend, { role: "owner" }));
    await handle.db
      .insert(spareParts)
      .values({ name: "Fan capacitor 2.5 µF", appliance: "ac", pricePaise: 45_000, stock: 5 });
    tech = await addStaffUser(handle.db, { role: "technician", password: null });
    const other = await addStaffUser(handle.db, { role: "technician", password: null });
    const [row, otherRow] = await handle.db
      .insert(technicians)
      .values([
        { name: "Senthil", staffUserId: tech.id },
        { name: "Murugan", staffUserId: other.id },
      ])
      .returning();
    techId = row!.id;
    otherTechId = otherRow!.id;
  });
  afterAll(() => handle?.close());

  async function visitUnderWay(technicianId = techId) {
    counter += 1;
    const [row] = await handle.db
      .insert(serviceBookings)
      .values({
        reference: generateReference(),
        name: "Lakshmi Narayanan",
        phone: `97894${String(20000 + counter).slice(-5)}`,
        appliance: "ac",
        brand: "lg",
        issue: "Not cooling",
        address: "3/14, Sathy Road, Veerappanchatram",
        pincode: "638004",
        date: todayInIndia(),
        slot: "morning",
        status: "in_progress",
        startedAt: new Date(),
        technicianId,
        technicianName: "Senthil",
      })
      .returning();
    const card = await loadJobCard(handle.db, technicianId, row!.id);
    return { id: row!.id, revision: card!.revision };
  }

  const stepKey = () => crypto.randomUUID();

  async function photoStep(key: string, revision: string) {
    const form = formDataOf({ intent: "photos", stage: "before", stepKey: key, revision });
    form.append("photos", await photo());
    return form;
  }

  it("does each step once, however often the phone sends it, each against the revision the last one left", async () => {
    const visit = await visitUnderWay();
    const diagnosisKey = stepKey();
    const diagnosis = formDataOf({
      intent: "diagnosis",
      diagnosis: "Capacitor weak",
      stepKey: diagnosisKey,
      revision: visit.revision,
    });
    const first = await runQueuedStep(handle.db, tech, techId, visit.id, diagnosis);
    expect(first).toMatchObject({ status: 200 });
    expect(first.revision).toMatch(/^\d+$/);

    const photoKey = stepKey();
    const sent = await runQueuedStep(
      handle.db,
      tech,
      techId,
      visit.id,
      await photoStep(photoKey, first.revision!),
    );
    expect(sent.status).toBe(200);
    // the answer was lost on the way back: the phone sends the same step again
    const again = await runQueuedStep(
      handle.db,
      tech,
      techId,
      visit.id,
      await photoStep(photoKey, first.revision!),
    );
    expect(again).toEqual(sent);
    const photos = await handle.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, visit.id));
    expect(photos).toHaveLength(1);

    const [part] = (await loadJobCard(handle.db, techId, visit.id))!.partChoices;
    const partStep = () =>
      formDataOf({
        intent: "add-part",
        partId: String(part!.id),
        quantity: "1",
        requestKey: "offline-part-0001",
        stepKey: "step-key-for-the-part-1",
        revision: sent.revision!,
      });
    const [a, b] = await Promise.all([
      runQueuedStep(handle.db, tech, techId, visit.id, partStep()),
      runQueuedStep(handle.db, tech, techId, visit.id, partStep()),
    ]);
    expect([a.status, b.status].sort()).toEqual(a.status === b.status ? [200, 200] : [200, 202]);
    const lines = await handle.db.select().from(visitParts).where(eq(visitParts.bookingId, visit.id));
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    expect((await loadJobCard(handle.db, techId, visit.id))!.diagnosis).toBe("Capacitor weak");
  });

  it("refuses a step taken against a visit someone else has changed since, and keeps what they did", async () => {
    const visit = await visitUnderWay();
    const cancelled = await changeBookingAsStaff(
      handle.db,
      owner,
      visit.id,
      { action: "cancel", reason: "Customer called to cancel" },
      { now: new Date(Date.now() + 5), capacity: 4 },
    );
    expect(cancelled.ok).toBe(true);
    const key = stepKey();
    const answer = await runQueuedStep(
      handle.db,
      tech,
      techId,
      visit.id,
      formDataOf({ intent: "diagnosis", diagnosis: "Gas leak", stepKey: key, revision: visit.revision }),
    );
    expect(answer).toMatchObject({
      status: 409,
      result: { intent: "diagnosis", message: queuedStepMessages.conflict, conflict: true },
    });
    const [row] = await handle.db.select().from(serviceBookings).where(eq(serviceBookings.id, visit.id));
    expect(row).toMatchObject({ status: "cancelled", diagnosis: null });
    // sent again with the same key, it is the same conflict, and nothing is kept of it
    const again = await runQueuedStep(
      handle.db,
      tech,
      techId,
      visit.id,
      formDataOf({ intent: "diagnosis", diagnosis: "Gas leak", stepKey: key, revision: visit.revision }),
    );
    expect(again).toEqual(answer);
    expect(await handle.db.select().from(jobCardSteps).where(eq(jobCardSteps.stepKey, key))).toEqual([]);
  });

  it("answers refusals as the job card does and keeps nothing of them: sent again, a step is weighed again", async () => {
    const visit = await visitUnderWay();
    const key = stepKey();
    const form = (code: string) =>
      formDataOf({ intent: "diagnosis", diagnosis: code, stepKey: key, revision: visit.revision });
    const refused = await runQueuedStep(handle.db, tech, techId, visit.id, form("x".repeat(1001)));
    expect(refused).toMatchObject({ status: 400, result: { intent: "diagnosis", field: "diagnosis" } });
    expect(await handle.db.select().from(jobCardSteps).where(eq(jobCardSteps.stepKey, key))).toEqual([]);
    expect(await runQueuedStep(handle.db, tech, techId, visit.id, form("Fan motor seized"))).toMatchObject({
      status: 200,
    });
  });

  it("refuses a step without its key or revision, for another technician's visit, or a key used on another visit", async () => {
    const visit = await visitUnderWay();
    const theirs = await visitUnderWay(otherTechId);
    for (const values of <Record<string, string>[]>[
      { intent: "diagnosis", diagnosis: "x", revision: visit.revision },
      { intent: "diagnosis", diagnosis: "x", stepKey: "short", revision: visit.revision },
      { intent: "diagnosis", diagnosis: "x", stepKey: stepKey(), revision: "yesterday" },
    ]) {
      expect(await runQueuedStep(handle.db, tech, techId, visit.id, formDataOf(values))).toMatchObject({
        status: 400,
        result: { message: queuedStepMessages.unreadable },
      });
    }
    expect(
      await runQueuedStep(
        handle.db,
        tech,
        techId,
        theirs.id,
        formDataOf({ intent: "diagnosis", diagnosis: "x", stepKey: stepKey(), revision: theirs.revision }),
      ),
    ).toMatchObject({ status: 404 });
    const key = stepKey();
    const other = await visitUnderWay();
    const done = await runQueuedStep(
      handle.db,
      tech,
      techId,
      visit.id,
      formDataOf({ intent: "diagnosis", diagnosis: "x", stepKey: key, revision: visit.revision }),
    );
    expect(done.status).toBe(200);
    expect(
      await runQueuedStep(
        handle.db,
        tech,
        techId,
        other.id,
        formDataOf({ intent: "diagnosis", diagnosis: "x", stepKey: key, revision: other.revision }),
      ),
    ).toMatchObject({ status: 409, result: { message: queuedStepMessages.otherVisit } });
    const kept = await handle.db.select().from(jobCardSteps).where(eq(jobCardSteps.stepKey, key));
    expect(kept).toMatchObject([{ bookingId: visit.id, status: 200 }]);
  });
});
