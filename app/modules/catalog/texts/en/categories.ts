import { defineText } from "~/i18n/text";

/** Category names by slug (app/modules/catalog/categories.ts), plural and singular. */
export const categoriesText = defineText("categories", {
  tv: "TVs",
  "tv.one": "TV",
  ac: "Air Conditioners",
  "ac.one": "Air Conditioner",
  "washing-machine": "Washing Machines",
  "washing-machine.one": "Washing Machine",
  refrigerator: "Refrigerators",
  "refrigerator.one": "Refrigerator",
  fan: "Fans",
  "fan.one": "Fan",
  "air-cooler": "Air Coolers",
  "air-cooler.one": "Air Cooler",
  "water-heater": "Water Heaters",
  "water-heater.one": "Water Heater",
});
