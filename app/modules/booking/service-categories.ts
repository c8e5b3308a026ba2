import { serviceCategoriesText } from "~/modules/booking/texts/en/service-categories";

const english = serviceCategoriesText.en;

/** The eight appliances the service desk repairs (their English texts; pages read them with `categoryIn`). */
export const serviceCategories = [
  {
    slug: "tv",
    name: english["tv.name"],
    appliance: english["tv.appliance"],
    summary: english["tv.summary"],
  },
  {
    slug: "ac",
    name: english["ac.name"],
    appliance: english["ac.appliance"],
    summary: english["ac.summary"],
  },
  {
    slug: "refrigerator",
    name: english["refrigerator.name"],
    appliance: english["refrigerator.appliance"],
    summary: english["refrigerator.summary"],
  },
  {
    slug: "washing-machine",
    name: english["washing-machine.name"],
    appliance: english["washing-machine.appliance"],
    summary: english["washing-machine.summary"],
  },
  {
    slug: "air-cooler",
    name: english["air-cooler.name"],
    appliance: english["air-cooler.appliance"],
    summary: english["air-cooler.summary"],
  },
  {
    slug: "water-heater",
    name: english["water-heater.name"],
    appliance: english["water-heater.appliance"],
    summary: english["water-heater.summary"],
  },
  {
    slug: "fan",
    name: english["fan.name"],
    appliance: english["fan.appliance"],
    summary: english["fan.summary"],
  },
  {
    slug: "microwave",
    name: english["microwave.name"],
    appliance: english["microwave.appliance"],
    summary: english["microwave.summary"],
  },
] as const;
