import { expect } from "vitest";

import type { Database } from "../../db/client.server";
import {
  approveEstimateWithCode,
  declineEstimateOnSite,
  loadEstimate,
  sendEstimate,
} from "~/modules/field-service/visit-estimates.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

/** The job card's estimate step: the technician sends the work's estimate, and the customer answers on site. */
export async function answeredEstimate(
  db: Database,
  technician: { user: SignedInStaff; id: number },
  bookingId: number,
  labourKey: string,
  answer: "approved" | "declined" = "approved",
): Promise<void> {
  expect(await sendEstimate(db, technician.user, technician.id, bookingId, labourKey)).toEqual({ ok: true });
  if (answer === "declined") {
    expect(await declineEstimateOnSite(db, technician.user, technician.id, bookingId)).toEqual({ ok: true });
    return;
  }
  const estimate = await loadEstimate(db, bookingId);
  expect(
    await approveEstimateWithCode(
      db,
      technician.user,
      technician.id,
      bookingId,
      estimate?.approvalCode ?? "",
    ),
  ).toEqual({ ok: true });
}
