import {
  AirVent,
  Fan,
  Heater,
  Microwave,
  Refrigerator,
  Tv,
  WashingMachine,
  Wind,
  type LucideIcon,
} from "lucide-react";

import type { ServiceSlug } from "../repair-pricing";

const icons: Record<ServiceSlug, LucideIcon> = {
  tv: Tv,
  ac: AirVent,
  refrigerator: Refrigerator,
  "washing-machine": WashingMachine,
  "air-cooler": Wind,
  "water-heater": Heater,
  fan: Fan,
  microwave: Microwave,
};

/** The appliance's icon in a soft brand tile; decorative, the card names the appliance. */
export function ServiceIcon({ slug, size = "md" }: { slug: ServiceSlug; size?: "md" | "lg" }) {
  const Icon = icons[slug];
  return (
    <span
      className={
        size === "lg"
          ? "flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          : "flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
      }
      aria-hidden
    >
      <Icon className={size === "lg" ? "size-7" : "size-6"} />
    </span>
  );
}
