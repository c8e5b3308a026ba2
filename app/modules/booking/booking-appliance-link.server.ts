import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.server";
import { serviceBookings } from "../../../db/schema";
import { todayInIndia } from "~/lib/india-time";
import { applianceLine, warrantyText } from "~/modules/appliances/appliance-view";
import { applianceForRepair } from "~/modules/appliances/my-appliances.server";
import { coverageOn } from "~/modules/appliances/warranty-rules";
import { recordAudit } from "~/modules/staff/audit.server";
import type { SignedInStaff } from "~/modules/staff/guard.server";

import type { Executor } from "./slot-places.server";

export type LinkResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

/** What staff see of the appliance a booking is linked to. */
export type LinkedAppliance = {
  id: number;
  line: string;
  orderNumber: string;
  purchaseDate: string;
  warrantyText: string;
};

/** The appliance a booking is linked to, as the back office shows it (warranty as of `today`). */
export async function linkedAppliance(
  db: Executor,
  applianceId: number | null,
  today: string,
): Promise<LinkedAppliance | null> {
  if (applianceId === null) return null;
  const appliance = await applianceForRepair(db, applianceId);
  if (!appliance) return null;
  return {
    id: appliance.id,
    line: applianceLine(appliance),
    orderNumber: appliance.orderNumber,
    purchaseDate: appliance.purchaseDate,
    warrantyText: warrantyText(appliance, today),
  };
}

/**
 * Staff link a repair booking made from the plain form to a sold appliance: the coverage is the warranty
 * on the day the repair was booked, as if the customer had booked it from My Appliances. Audited.
 */
export async function linkBookingAppliance(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  applianceId: number,
  now = new Date(),
): Promise<LinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.id, bookingId))
      .for("update");
    if (!row) return { ok: false, status: 404, message: "This booking does not exist." } as const;
    if (row.kind !== "repair") {
      return {
        ok: false,
        status: 409,
        message: "Only a repair booking can be linked to an appliance.",
      } as const;
    }
    const appliance = await applianceForRepair(tx, applianceId);
    if (!appliance) {
      return { ok: false, status: 404, message: "That appliance was not found. Search again." } as const;
    }
    const coverage = coverageOn(appliance, todayInIndia(row.createdAt));
    await tx
      .update(serviceBookings)
      .set({ applianceId: appliance.id, coverage, updatedAt: now })
      .where(eq(serviceBookings.id, row.id));
    await recordAudit(tx, user, {
      action: "booking.link_appliance",
      entity: "booking",
      entityId: row.id,
      before: { applianceId: row.applianceId, coverage: row.coverage },
      after: { applianceId: appliance.id, coverage },
    });
    return { ok: true, message: `Linked to ${applianceLine(appliance)}.` } as const;
  });
}

/** Staff take the appliance off a booking (a wrong link); the coverage is unknown again. Audited. */
export async function unlinkBookingAppliance(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  now = new Date(),
): Promise<LinkResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.id, bookingId))
      .for("update");
    if (!row) return { ok: false, status: 404, message: "This booking does not exist." } as const;
    if (row.applianceId === null) {
      return { ok: false, status: 409, message: "This booking is not linked to an appliance." } as const;
    }
    await tx
      .update(serviceBookings)
      .set({ applianceId: null, coverage: null, updatedAt: now })
      .where(eq(serviceBookings.id, row.id));
    await recordAudit(tx, user, {
      action: "booking.unlink_appliance",
      entity: "booking",
      entityId: row.id,
      before: { applianceId: row.applianceId, coverage: row.coverage },
      after: { applianceId: null, coverage: null },
    });
    return { ok: true, message: "The appliance link was removed." } as const;
  });
}
