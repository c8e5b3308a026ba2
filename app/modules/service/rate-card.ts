/**
 * The rate card: the named jobs a technician may bill as labour, per service category, in paise. Each
 * amount lies within the typical range the repairs page shows (repair-pricing.ts). Safe for the browser.
 */
import type { ServiceSlug } from "./repair-pricing";

export type RateCardItem = { key: string; label: string; labourPaise: number };

/** Inspection only: the technician looked, nothing was repaired. */
export const noLabourKey = "none";

export const rateCard: Record<ServiceSlug, readonly RateCardItem[]> = {
  tv: [
    { key: "tv-software", label: "Software, apps and Wi-Fi set-up", labourPaise: 40_000 },
    { key: "tv-power-board", label: "Power supply board repair", labourPaise: 1_20_000 },
    { key: "tv-backlight", label: "Backlight strip replacement", labourPaise: 1_50_000 },
    { key: "tv-main-board", label: "Main board or T-con board repair", labourPaise: 2_50_000 },
  ],
  ac: [
    {
      key: "ac-general-service",
      label: "General service (filter, coil and drain cleaning)",
      labourPaise: 50_000,
    },
    { key: "ac-capacitor", label: "Capacitor or sensor replacement", labourPaise: 60_000 },
    { key: "ac-gas-refill", label: "Gas refill with leak check", labourPaise: 1_50_000 },
    { key: "ac-pcb", label: "PCB repair or replacement", labourPaise: 1_80_000 },
    { key: "ac-leak-brazing", label: "Leak brazing and vacuum", labourPaise: 3_00_000 },
  ],
  refrigerator: [
    { key: "fridge-thermostat", label: "Thermostat or sensor replacement", labourPaise: 45_000 },
    { key: "fridge-relay", label: "Relay and overload replacement", labourPaise: 60_000 },
    { key: "fridge-defrost", label: "Defrost system repair", labourPaise: 90_000 },
    { key: "fridge-gas-charge", label: "Gas charging after leak repair", labourPaise: 2_50_000 },
  ],
  "washing-machine": [
    { key: "wm-drain-pump", label: "Drain pump or inlet valve replacement", labourPaise: 45_000 },
    { key: "wm-door-lock", label: "Door lock replacement", labourPaise: 60_000 },
    { key: "wm-belt-bearing", label: "Belt or bearing replacement", labourPaise: 1_50_000 },
    { key: "wm-control-board", label: "Control board repair", labourPaise: 2_20_000 },
  ],
  "air-cooler": [
    { key: "cooler-pads", label: "Cooling pad replacement", labourPaise: 25_000 },
    { key: "cooler-pump", label: "Water pump replacement", labourPaise: 40_000 },
    { key: "cooler-motor", label: "Fan motor repair", labourPaise: 90_000 },
  ],
  "water-heater": [
    { key: "heater-thermostat", label: "Thermostat replacement", labourPaise: 30_000 },
    { key: "heater-element", label: "Heating element replacement", labourPaise: 60_000 },
    { key: "heater-descale", label: "Descaling and safety valve replacement", labourPaise: 1_20_000 },
  ],
  fan: [
    { key: "fan-capacitor", label: "Capacitor or regulator replacement", labourPaise: 20_000 },
    { key: "fan-bearing", label: "Bearing replacement", labourPaise: 35_000 },
    { key: "fan-rewinding", label: "Motor rewinding", labourPaise: 70_000 },
  ],
  microwave: [
    { key: "mw-door-switch", label: "Door switch or fuse replacement", labourPaise: 40_000 },
    { key: "mw-turntable", label: "Turntable motor replacement", labourPaise: 60_000 },
    { key: "mw-magnetron", label: "Magnetron or high-voltage repair", labourPaise: 2_00_000 },
  ],
};

function isServiceSlug(value: string): value is ServiceSlug {
  return Object.hasOwn(rateCard, value);
}

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
