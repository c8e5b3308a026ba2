import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

import type { ServiceSlug } from "../repair-pricing";

const icons: Record<ServiceSlug, IconName> = {
  tv: "tv",
  ac: "air-vent",
  refrigerator: "refrigerator",
  "washing-machine": "washing-machine",
  "air-cooler": "wind",
  "water-heater": "heater",
  fan: "fan",
  microwave: "microwave",
};

/** The appliance's icon in a soft brand tile; decorative, the card names the appliance. */
export function ServiceIcon({ slug, size = "md" }: { slug: ServiceSlug; size?: "md" | "lg" }) {
  const icon = icons[slug];
  return (
    <span className={size === "lg" ? "icon-tile size-14 rounded-xl" : "icon-tile"} aria-hidden>
      <Icon name={icon} className={size === "lg" ? "size-7" : "size-6"} />
    </span>
  );
}
