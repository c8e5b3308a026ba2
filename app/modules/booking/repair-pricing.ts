import { formatRupees } from "~/lib/money";

import type { serviceCategories } from "./service-categories";

export type ServiceSlug = (typeof serviceCategories)[number]["slug"];

export type RepairPricing = {
  /** What the repair visit takes care of, in the customer's words. */
  covers: readonly string[];
  /** Typical labour for a single repair, before spare parts; the technician confirms it on site. */
  labourFromPaise: number;
  labourToPaise: number;
  /** Anything charged on top of labour that customers often ask about. */
  note?: string;
};

export function isServiceSlug(value: string): value is ServiceSlug {
  return Object.hasOwn(repairPricing, value);
}

export const repairPricing: Record<ServiceSlug, RepairPricing> = {
  tv: {
    covers: [
      "No picture, no sound or a blank screen",
      "Power supply and backlight repairs",
      "Main board and T-con board faults",
      "HDMI, USB and remote control problems",
      "Smart TV software, apps and Wi-Fi set-up",
    ],
    labourFromPaise: 40_000,
    labourToPaise: 2_50_000,
    note: "A cracked or failed display panel is replaced only with your approval, at the brand's part price.",
  },
  ac: {
    covers: [
      "General service: filter, coil and drain cleaning",
      "Poor cooling and gas leak detection",
      "Gas refill and leak brazing",
      "PCB, sensor and remote faults",
      "Indoor and outdoor fan motor repairs",
      "Water leakage and noisy units",
    ],
    labourFromPaise: 50_000,
    labourToPaise: 3_00_000,
    note: "Refrigerant gas for a refill is charged by weight on top of labour.",
  },
  refrigerator: {
    covers: [
      "Not cooling or over-cooling",
      "Thermostat, sensor and defrost faults",
      "Compressor, relay and overload repairs",
      "Gas charging after a leak repair",
      "Door gaskets, water leakage and ice build-up",
    ],
    labourFromPaise: 45_000,
    labourToPaise: 2_50_000,
  },
  "washing-machine": {
    covers: [
      "Drum not spinning or a noisy drum",
      "Motor, belt and bearing repairs",
      "Drain pump and water inlet faults",
      "Door lock and control board errors",
      "Front-load, top-load and semi-automatic models",
    ],
    labourFromPaise: 45_000,
    labourToPaise: 2_20_000,
  },
  "air-cooler": {
    covers: [
      "Water pump and float valve repairs",
      "Fan motor and blade problems",
      "Cooling pad replacement",
      "Switches, wiring and speed control",
    ],
    labourFromPaise: 25_000,
    labourToPaise: 90_000,
  },
  "water-heater": {
    covers: [
      "No hot water: heating element repairs",
      "Thermostat and indicator faults",
      "Tank and pipe leakage",
      "Safety valve replacement and descaling",
    ],
    labourFromPaise: 30_000,
    labourToPaise: 1_20_000,
  },
  fan: {
    covers: [
      "Slow, noisy or wobbling fans",
      "Capacitor and regulator replacement",
      "Motor rewinding and bearing repairs",
      "Ceiling, table, pedestal and exhaust fans",
    ],
    labourFromPaise: 20_000,
    labourToPaise: 70_000,
  },
  microwave: {
    covers: [
      "Not heating: magnetron and high-voltage faults",
      "Turntable motor and door switch repairs",
      "Control panel and keypad faults",
      "Fuse, sparking and power problems",
    ],
    labourFromPaise: 40_000,
    labourToPaise: 2_00_000,
  },
};

/** How spare parts are priced and handled on every repair. */
/** "₹400 – ₹2,500": the typical labour for one appliance. */
export function labourRange(slug: ServiceSlug): string {
  const { labourFromPaise, labourToPaise } = repairPricing[slug];
  return `${formatRupees(labourFromPaise)} – ${formatRupees(labourToPaise)}`;
}
