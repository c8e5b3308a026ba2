/** Every category the shop knows. Air coolers and water heaters may have no products yet. */
export const categories = [
  { slug: "tv", name: "TVs", singular: "TV" },
  { slug: "ac", name: "Air Conditioners", singular: "Air Conditioner" },
  { slug: "washing-machine", name: "Washing Machines", singular: "Washing Machine" },
  { slug: "refrigerator", name: "Refrigerators", singular: "Refrigerator" },
  { slug: "fan", name: "Fans", singular: "Fan" },
  { slug: "air-cooler", name: "Air Coolers", singular: "Air Cooler" },
  { slug: "water-heater", name: "Water Heaters", singular: "Water Heater" },
] as const;

export type CategorySlug = (typeof categories)[number]["slug"];

export function findCategory(slug: string) {
  return categories.find((category) => category.slug === slug);
}
