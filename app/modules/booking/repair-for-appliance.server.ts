import type { BookingCoverage } from "../../../db/enums";
import { bookingMessages } from "~/modules/booking/texts/en/booking-messages";
import type { Locale } from "~/i18n/locale";
import { todayInIndia } from "~/lib/india-time";
import { applianceLine } from "~/modules/appliances/appliance-view";
import { applianceForRepair, type ApplianceForRepair } from "~/modules/appliances/my-appliances.server";
import { verifyRepairLink } from "~/modules/appliances/repair-link.server";
import { coverageOn, warrantyStatus, warrantyStatusText } from "~/modules/appliances/warranty-rules";

import { bookingAppliances, bookingBrands, type BookingFormValues } from "./booking-options";
import type { RepairAppliance } from "./booking.server";
import type { Executor } from "./slot-places.server";
import { visitAddressMaxLength } from "./service-rules";

export const repairLinkInvalidMessage = bookingMessages.code.repairLinkInvalid;

/** What the booking form shows for a repair booked from /my-appliances. */
export type RepairForAppliance = {
  /** The signed link's token, sent back with the form and checked again. */
  token: string;
  /** The appliance as the shop sold it ("LG 260 L Refrigerator") and its serial number, if recorded. */
  appliance: { title: string; serialNumber: string | null };
  coverage: BookingCoverage;
  /** "In warranty until 12 Mar 2027" or "Warranty ended on …", in the page's language. */
  warrantyText: string;
  values: BookingFormValues;
};

/** The service category of a shop category (the same slugs), or "" to let the customer choose. */
function serviceAppliance(category: string): string {
  return bookingAppliances.find((option) => option.value === category)?.value ?? "";
}

/** The booking form's brand for a shop brand ("blue-star" is "bluestar"), "other" for the rest. */
function serviceBrand(brandSlug: string): string {
  const plain = brandSlug.replace(/-/g, "");
  return bookingBrands.find((option) => option.value === plain)?.value ?? "other";
}

function prefill(appliance: ApplianceForRepair): BookingFormValues {
  const address = [appliance.address, appliance.city].filter(Boolean).join(", ");
  return {
    name: appliance.name,
    phone: appliance.phone,
    appliance: serviceAppliance(appliance.category),
    brand: serviceBrand(appliance.brandSlug),
    address: address.slice(0, visitAddressMaxLength),
    pincode: appliance.pincode,
  };
}

/** The appliance a "Book a repair" token names, or null when the token is bad, expired or names nothing. */
async function verifiedAppliance(
  db: Executor,
  token: string,
  { now, signingKey }: { now: Date; signingKey: string },
): Promise<ApplianceForRepair | null> {
  const id = verifyRepairLink(token.slice(0, 100), now, signingKey);
  return id === null ? null : applianceForRepair(db, id);
}

/** The pre-filled booking form for a "Book a repair" link, or null for a bad or expired link. */
export async function repairForAppliance(
  db: Executor,
  token: string,
  options: { now: Date; signingKey: string; locale: Locale },
): Promise<RepairForAppliance | null> {
  const appliance = await verifiedAppliance(db, token, options);
  if (!appliance) return null;
  const today = todayInIndia(options.now);
  return {
    token,
    appliance: { title: appliance.title, serialNumber: appliance.serialNumber },
    coverage: coverageOn(appliance, today),
    warrantyText: warrantyStatusText(warrantyStatus(appliance, today), options.locale),
    values: prefill(appliance),
  };
}

/** On submit: the appliance the token names, checked again (a posted appliance id is never trusted). */
export async function repairApplianceFromToken(
  db: Executor,
  token: string,
  options: { now: Date; signingKey: string },
): Promise<RepairAppliance | null> {
  const appliance = await verifiedAppliance(db, token, options);
  return appliance
    ? {
        id: appliance.id,
        line: applianceLine(appliance),
        warrantyUntil: appliance.warrantyUntil,
        repairWarrantyUntil: appliance.repairWarrantyUntil,
      }
    : null;
}
