/**
 * The rate card: the named jobs a technician may bill as labour, per service category, in paise. Each
 * amount lies within the typical range the repairs page shows (repair-pricing.ts). Safe for the browser.
 */
import { rateCardMessages } from "~/modules/field-service/texts/en/rate-card";

import { isServiceSlug, type ServiceSlug } from "../booking/repair-pricing";

export type RateCardItem = { key: string; label: string; labourPaise: number };

type RateKey = keyof typeof rateCardMessages.en;

/** A job of the card: its English name travels with the invoice, so the customer's page can translate it. */
const item = (key: RateKey, labourPaise: number): RateCardItem => ({
  key,
  label: rateCardMessages.en[key],
  labourPaise,
});

/** Inspection only: the technician looked, nothing was repaired. */
export const noLabourKey = "none";

export const rateCard: Record<ServiceSlug, readonly RateCardItem[]> = {
  tv: [
    item("tv-software", 40_000),
    item("tv-power-board", 1_20_000),
    item("tv-backlight", 1_50_000),
    item("tv-main-board", 2_50_000),
  ],
  ac: [
    item("ac-general-service", 50_000),
    item("ac-capacitor", 60_000),
    item("ac-gas-refill", 1_50_000),
    item("ac-pcb", 1_80_000),
    item("ac-leak-brazing", 3_00_000),
  ],
  refrigerator: [
    item("fridge-thermostat", 45_000),
    item("fridge-relay", 60_000),
    item("fridge-defrost", 90_000),
    item("fridge-gas-charge", 2_50_000),
  ],
  "washing-machine": [
    item("wm-drain-pump", 45_000),
    item("wm-door-lock", 60_000),
    item("wm-belt-bearing", 1_50_000),
    item("wm-control-board", 2_20_000),
  ],
  "air-cooler": [item("cooler-pads", 25_000), item("cooler-pump", 40_000), item("cooler-motor", 90_000)],
  "water-heater": [
    item("heater-thermostat", 30_000),
    item("heater-element", 60_000),
    item("heater-descale", 1_20_000),
  ],
  fan: [item("fan-capacitor", 20_000), item("fan-bearing", 35_000), item("fan-rewinding", 70_000)],
  microwave: [item("mw-door-switch", 40_000), item("mw-turntable", 60_000), item("mw-magnetron", 2_00_000)],
};

/**
 * The jobs a visit may bill. An installation's labour was paid with the order, so it has none; a repair of
 * an appliance outside the service categories has none either.
 */
export function rateCardFor(kind: "repair" | "installation", appliance: string): readonly RateCardItem[] {
  if (kind === "installation" || !isServiceSlug(appliance)) return [];
  return rateCard[appliance];
}

/** The chosen job, null for "No labour", undefined when the key is not on this visit's card. */
export function findRateItem(
  kind: "repair" | "installation",
  appliance: string,
  key: string,
): RateCardItem | null | undefined {
  if (key === noLabourKey || key === "") return null;
  return rateCardFor(kind, appliance).find((item) => item.key === key);
}
