import crypto from "node:crypto";

import { expect, type Page } from "@playwright/test";

import { addDays } from "~/lib/india-time";
import { installationDates } from "~/modules/orders/installation-rules";
import { isSunday, weekdaySlots } from "~/modules/booking/booking-slots";

/**
 * Our installation visit chosen at checkout for an order placed now: a weekday from the estimated delivery
 * date on, spread over the following weeks and slots so tests sharing a server do not fill one slot.
 */
export function installationVisitChoice(
  pincode = "638011",
  { now = new Date(), spread = 30 }: { now?: Date; spread?: number } = {},
): { installBy: "dealer"; installDate: string; installSlot: string } {
  let date = addDays(installationDates(now, pincode).first, crypto.randomInt(spread));
  if (isSunday(date)) date = addDays(date, 1);
  return {
    installBy: "dealer",
    installDate: date,
    installSlot: weekdaySlots[crypto.randomInt(weekdaySlots.length)]!,
  };
}

/** The first weekday a visit can be booked for an order placed now, in India. */
export function firstInstallationDay(pincode = "638011", now = new Date()): string {
  const { first } = installationDates(now, pincode);
  return isSunday(first) ? addDays(first, 1) : first;
}

/**
 * Chooses our technicians in checkout's Installation section, and a spread-out valid day and slot for the
 * (non-metro, so latest) delivery promise, which suits any pincode.
 */
export async function fillInstallationVisit(page: Page, choice = installationVisitChoice()): Promise<void> {
  const section = page.getByRole("group", { name: "Installation", exact: true });
  await section.getByRole("radio", { name: /^Our technicians install it/ }).check();
  await section.getByLabel("Visit date").fill(choice.installDate);
  const slot = section.locator(`#checkout-install-slot-${choice.installSlot}`);
  await expect(slot).toBeEnabled();
  await slot.check();
}
