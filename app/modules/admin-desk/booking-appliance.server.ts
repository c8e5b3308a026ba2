import type { Database } from "../../../db/client.server";
import { formText } from "~/lib/form-text";
import { searchAppliances, type ApplianceMatch } from "~/modules/appliances/my-appliances.server";
import {
  linkBookingAppliance,
  linkedAppliance,
  unlinkBookingAppliance,
  type LinkedAppliance,
} from "~/modules/booking/booking-appliance-link.server";
import { normaliseOrderNumber } from "~/modules/orders/order-number";
import type { SignedInStaff } from "~/modules/staff/guard.server";
import type { BookingCoverage, BookingKind } from "../../../db/enums";

const applianceIntents = ["link-appliance", "unlink-appliance"] as const;

export function isApplianceIntent(intent: string): boolean {
  return (applianceIntents as readonly string[]).includes(intent);
}

/** The booking page's appliance card: the linked appliance, or the search and its matches. */
export type BookingApplianceView = {
  kind: BookingKind;
  coverage: BookingCoverage | null;
  linked: LinkedAppliance | null;
  query: string;
  matches: ApplianceMatch[];
};

/** What the appliance card shows; `query` is the staff member's search (order or serial number). */
export async function bookingApplianceView(
  db: Database,
  booking: { kind: BookingKind; phone: string; applianceId: number | null; coverage: BookingCoverage | null },
  query: string,
  today: string,
): Promise<BookingApplianceView> {
  const linked = await linkedAppliance(db, booking.applianceId, today);
  const search = query.trim().slice(0, 60);
  const matches =
    linked || booking.kind !== "repair"
      ? []
      : await searchAppliances(db, {
          query: search,
          orderNumber: normaliseOrderNumber(search),
          phone: booking.phone,
        });
  return { kind: booking.kind, coverage: booking.coverage, linked, query: search, matches };
}

/** Link or unlink, from the card's forms; the answer has the booking page's notice or message. */
export async function bookingApplianceAction(
  db: Database,
  user: SignedInStaff,
  bookingId: number,
  form: FormData,
): Promise<{ status: number; intent: string; notice?: string; message?: string }> {
  const intent = formText(form, "intent", 40);
  const applianceId = formText(form, "applianceId", 20);
  if (intent === "link-appliance" && !/^\d{1,9}$/.test(applianceId)) {
    return { status: 400, intent, message: "Choose an appliance to link." };
  }
  const result =
    intent === "link-appliance"
      ? await linkBookingAppliance(db, user, bookingId, Number(applianceId))
      : await unlinkBookingAppliance(db, user, bookingId);
  return result.ok
    ? { status: 200, intent, notice: result.message }
    : { status: result.status, intent, message: result.message };
}
